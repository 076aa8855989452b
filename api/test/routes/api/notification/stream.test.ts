import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { backends } from '../../../support/backends.ts'
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts'
import { startTestApp, type TestApp } from '../../../support/test-app.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

for (const backend of await backends()) {
  describe(`GET /api/notification/stream on ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp
    let base: string
    let erin: TestUser
    let frank: TestUser

    before(async () => {
      t = await startTestApp(backend)
      await t.app.listen({ host: '127.0.0.1', port: 0 })
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      ;[erin, frank] = await Promise.all([createUser(uniqueEmail('erin')), createUser(uniqueEmail('frank'))])
    })
    after(async () => {
      await deleteUsers(erin, frank)
      await t.close()
    })

    test('401 without a valid token', async () => {
      const missing = await fetch(`${base}/api/notification/stream`)
      assert.equal(missing.status, 401)
      const bad = await fetch(`${base}/api/notification/stream?token=${erin.idToken}x`)
      assert.equal(bad.status, 401)
      assert.equal(((await bad.json()) as { message: string }).message, 'Invalid authentication token.')
    })

    test('pushes {type:"changed"} for the caller\'s own notifications only', async () => {
      const abort = new AbortController()
      const response = await fetch(`${base}/api/notification/stream?token=${erin.idToken}`, {
        signal: abort.signal,
        headers: { origin: 'http://localhost:3000' }
      })
      try {
        assert.equal(response.status, 200)
        assert.match(String(response.headers.get('content-type')), /^text\/event-stream/)
        assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000')
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
        let received = ''
        // One read stays pending across waits, so a chunk arriving after a timeout is not lost.
        let pending: ReturnType<typeof reader.read> | undefined
        const readFor = async (ms: number) => {
          const deadline = Date.now() + ms
          while (Date.now() < deadline) {
            pending ??= reader.read()
            const chunk = await Promise.race([pending, sleep(deadline - Date.now()).then(() => undefined)])
            if (!chunk) break
            pending = undefined
            if (chunk.done) break
            received += chunk.value
            if (received.includes('data:')) break
          }
        }
        await readFor(500)
        assert.match(received, /^: connected/)

        const n = t.app.notifications
        await n.create({ recipientEmail: frank.email, recipientType: 'User', entityType: 'Event', relatedEntity: { _id: 'e' }, content: 'for frank' })
        await readFor(700)
        assert.ok(!received.includes('data:'), 'another user\'s change must not be pushed')

        await n.create({ recipientEmail: erin.email, recipientType: 'User', entityType: 'Event', relatedEntity: { _id: 'e' }, content: 'for erin' })
        await readFor(3_000)
        assert.match(received, /data: {"type":"changed"}\n\n/)
      } finally {
        abort.abort()
      }
    })
  })
}
