import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { Client } from 'pg'

import { startProcess, waitFor, type Proc } from './processes'

/** Debian's redis-server on loopback, nothing written to disk. */
export async function startRedis(port: number, dir: string): Promise<Proc> {
  const redis = startProcess(
    'redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { logFile: path.join(dir, 'redis.log') },
  )
  await waitFor('Redis answers', () => redis.log().includes('Ready to accept connections'), 20_000)
  return redis
}

/** s3rver (npm), an S3-compatible server keeping objects in a folder. */
export async function startS3(port: number, dir: string, bucket: string): Promise<Proc> {
  const data = path.join(dir, 's3')
  mkdirSync(data, { recursive: true })
  const s3 = startProcess(
    's3',
    process.execPath,
    [
      path.resolve('node_modules/s3rver/bin/s3rver.js'),
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--directory',
      data,
      '--configure-bucket',
      bucket,
    ],
    { logFile: path.join(dir, 's3.log') },
  )
  await waitFor(
    'the S3 server answers',
    async () => (await fetch(`http://127.0.0.1:${port}/${bucket}`)).status < 500,
    20_000,
  )
  return s3
}

/**
 * nginx with deploy/nginx/site.conf itself: only the lines marked "per host"
 * in that file change (listen address, replica addresses, cache folders).
 */
export function nginxConfig(listen: number, replicas: number[], dir: string): string {
  const site = readFileSync(path.resolve('deploy/nginx/site.conf'), 'utf8')
    .replace(/^(\s*listen) 80;/m, `$1 127.0.0.1:${listen};`)
    .replace(/\/var\/cache\/nginx\//g, `${dir}/cache/`)
    .replace(
      /^(\s*)server 127\.0\.0\.1:3001 (.*)\n\s*server 127\.0\.0\.1:3002 .*\n/m,
      (_, indent: string, rest: string) =>
        replicas.map((port) => `${indent}server 127.0.0.1:${port} ${rest}\n`).join(''),
    )
  if (!site.includes(`127.0.0.1:${replicas[0]}`))
    throw new Error('deploy/nginx/site.conf changed shape')
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${site}
}
`
}

export async function startNginx(
  listen: number,
  replicas: number[],
  dir: string,
  name = 'nginx',
): Promise<Proc> {
  const root = path.join(dir, name)
  // Started as root, nginx's workers run as an unprivileged user: they must reach their folders.
  chmodSync(dir, 0o755)
  mkdirSync(root, { recursive: true, mode: 0o755 })
  for (const sub of ['cache', 'tmp']) {
    mkdirSync(path.join(root, sub), { recursive: true })
    chmodSync(path.join(root, sub), 0o777)
  }
  const conf = path.join(root, 'nginx.conf')
  writeFileSync(conf, nginxConfig(listen, replicas, root))
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const nginx = startProcess(name, binary, ['-c', conf, '-p', root, '-g', 'daemon off;'], {
    logFile: path.join(root, 'stdout.log'),
  })
  await waitFor(
    'nginx answers',
    async () => (await fetch(`http://127.0.0.1:${listen}/api/health`)).status > 0,
    20_000,
  )
  return nginx
}

/** An empty database, as a new deployment has: every table of a previous run dropped. */
export async function emptyDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

export async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
