import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, s3Settings } from '../../src/cms/s3-settings'
import { query } from './services'

const execFileAsync = promisify(execFile)

/** `npm run backup` or `npm run restore` with the deployment's environment. */
async function run(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args],
    { env, encoding: 'utf8', timeout: 180_000 },
  )
  return stdout
}

/** A client for the deployment's bucket, set up as the site sets up its own. */
const bucketClient = (env: NodeJS.ProcessEnv) => new S3Client(s3ClientConfig(s3Settings(env)!))

/** Each object of the bucket with its ETag (the MD5 of a file written in one piece). */
async function objects(env: NodeJS.ProcessEnv, bucket: string): Promise<Record<string, string>> {
  const client = bucketClient(env)
  try {
    const found: Record<string, string> = {}
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      )
      for (const item of page.Contents ?? []) found[item.Key!] = String(item.ETag)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found
  } finally {
    client.destroy()
  }
}

/**
 * A backup of the two-replica deployment (PostgreSQL and the bucket) taken
 * while it serves, restored into a fresh database and a fresh bucket: every
 * enquiry stored before the backup started is there, every object is the
 * same, and the restore's own check of every table's rows passed.
 */
export async function backupAndRestoreUnderLoad(env: NodeJS.ProcessEnv, dir: string) {
  const storedBefore = (
    await query<{ subject: string }>(env.DATABASE_URL!, 'SELECT subject FROM contact_submissions')
  ).map((row) => row.subject)
  assert.ok(storedBefore.length > 0, 'enquiries were stored before the backup')
  const archive = path.join(dir, 'cluster-backup.tar.gz')
  const started = Date.now()
  assert.match(await run('backup', ['--out', archive], env), /✔ Backup written/)
  const backupSeconds = (Date.now() - started) / 1000

  const restoredName = `${new URL(env.DATABASE_URL!).pathname.slice(1)}_restored`
  await query(env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`)
  await query(env.DATABASE_URL!, `CREATE DATABASE "${restoredName}"`)
  const restoredUrl = new URL(env.DATABASE_URL!)
  restoredUrl.pathname = `/${restoredName}`
  const restoredBucket = `${env.S3_BUCKET}-restored`
  const client = bucketClient(env)
  await client.send(new CreateBucketCommand({ Bucket: restoredBucket }))
  client.destroy()
  const target = {
    ...env,
    DATABASE_URL: restoredUrl.toString(),
    S3_BUCKET: restoredBucket,
    DATA_DIR: path.join(dir, 'restored'),
  }
  const restoreStarted = Date.now()
  const restoreOutput = await run('restore', [archive], target)
  assert.match(restoreOutput, /✔ Restored the backup/)
  // The replicas' pages in Redis date from before it: each is rendered again on its next visit.
  assert.match(restoreOutput, /pages: every page is rendered again on its next visit \(Redis\)/)
  const restoreSeconds = (Date.now() - restoreStarted) / 1000

  const restoredSubjects = new Set(
    (
      await query<{ subject: string }>(
        target.DATABASE_URL,
        'SELECT subject FROM contact_submissions',
      )
    ).map((row) => row.subject),
  )
  assert.deepEqual(
    storedBefore.filter((subject) => !restoredSubjects.has(subject)),
    [],
    'every enquiry stored before the backup is in the restored database',
  )
  const [source, restored] = await Promise.all([
    objects(env, env.S3_BUCKET!),
    objects(env, restoredBucket),
  ])
  assert.ok(Object.keys(source).length > 0, 'the bucket holds uploads')
  assert.deepEqual(restored, source, 'the restored bucket holds the same objects')
  await query(env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`)
  return {
    backupSeconds,
    restoreSeconds,
    enquiriesBefore: storedBefore.length,
    objects: Object.keys(source).length,
  }
}
