import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { describe, expect, it } from 'vitest'

import { s3Settings } from '@/cms/s3-settings'
import { withSharedPageCache } from '@/server/cache/shared-page-cache'
import { siteServerOptions } from '@/server/site-server'
import { nginxConfig } from '../cluster/services'

describe('settings of the multi-replica setup (absent = one box)', () => {
  it('keeps Next’s own page cache without REDIS_URL (guarded against renders older than an edit), and during the build', () => {
    const config = { poweredByHeader: false }
    const local = withSharedPageCache(config, PHASE_PRODUCTION_SERVER, {} as NodeJS.ProcessEnv)
    expect(local.cacheHandler).toMatch(/src\/server\/cache\/local-cache-handler\.mjs$/)
    expect(local.poweredByHeader).toBe(false)
    // Next's in-memory copy stays: on one box it is the same process's anyway.
    expect(local.cacheMaxMemorySize).toBeUndefined()
    expect(
      withSharedPageCache(config, PHASE_PRODUCTION_BUILD, {
        REDIS_URL: 'redis://cache:6379',
      } as unknown as NodeJS.ProcessEnv),
    ).toBe(config)
  })

  it('moves the page cache to Redis in the running server when REDIS_URL is set', () => {
    const shared = withSharedPageCache({}, PHASE_PRODUCTION_SERVER, {
      REDIS_URL: 'redis://cache:6379',
    } as unknown as NodeJS.ProcessEnv)
    expect(shared.cacheHandler).toMatch(/src\/server\/cache\/redis-cache-handler\.mjs$/)
    expect(shared.cacheMaxMemorySize).toBe(0)
  })

  it('stores media on disk unless S3_BUCKET is set, and reads the S3 settings', () => {
    expect(s3Settings({} as NodeJS.ProcessEnv)).toBeUndefined()
    expect(
      s3Settings({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      } as unknown as NodeJS.ProcessEnv),
    ).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    })
  })

  it('refuses half an S3 key instead of failing at the first upload', () => {
    expect(() =>
      s3Settings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/must be set together/)
  })

  it('lets the proxy take over the page cache and compression only when told', () => {
    expect(siteServerOptions({} as NodeJS.ProcessEnv)).toEqual({ pageCache: true, compress: true })
    expect(
      siteServerOptions({ PAGE_CACHE: 'off', COMPRESSION: 'off' } as unknown as NodeJS.ProcessEnv),
    ).toEqual({ pageCache: false, compress: false })
  })

  it('renders deploy/nginx/site.conf for other hosts by changing only its per-host lines', () => {
    const conf = nginxConfig(8080, [4001, 4002, 4003], '/tmp/n')
    expect(conf).toContain('listen 127.0.0.1:8080;')
    expect(conf.match(/server 127\.0\.0\.1:400\d max_fails=1 fail_timeout=5s;/g)).toHaveLength(3)
    expect(conf).not.toContain('/var/cache/nginx')
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
  })
})
