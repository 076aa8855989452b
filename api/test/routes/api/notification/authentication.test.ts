import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { backends } from '../../../support/backends.ts'
import { bearer, createUser, deleteUsers, editToken, type TestUser, uniqueEmail } from '../../../support/emulator-users.ts'
import { startTestApp, type TestApp } from '../../../support/test-app.ts'

// Token checks do not depend on the database, so one backend is enough here.
const [backend] = await backends()

describe('authentication of notification calls', () => {
  let t: TestApp
  let alice: TestUser
  let bob: TestUser
  let unverified: TestUser
  let notificationId: string

  const get = (headers: Record<string, string>, email = alice.email) =>
    t.app.inject({ method: 'GET', url: `/api/notification/${email}/User`, headers })

  const assert401 = async (headers: Record<string, string>, message: RegExp) => {
    const response = await get(headers)
    assert.equal(response.statusCode, 401)
    assert.equal(response.headers['www-authenticate'], 'Bearer')
    assert.match(response.json().message, message)
  }

  before(async () => {
    t = await startTestApp(backend!)
    ;[alice, bob, unverified] = await Promise.all([
      createUser(uniqueEmail('alice')),
      createUser(uniqueEmail('bob')),
      createUser(uniqueEmail('unverified'), { verified: false })
    ])
    notificationId = (
      await t.app.notifications.create({ recipientEmail: alice.email, recipientType: 'User', entityType: 'Event', relatedEntity: { _id: 'e-1' }, content: 'Hello' })
    )._id
  })

  after(async () => {
    await deleteUsers(alice, bob, unverified)
    await t.close()
  })

  test('a real verified token is accepted', async () => {
    assert.equal((await get(bearer(alice))).statusCode, 200)
  })

  test('401 without an Authorization header, on every notification route', async () => {
    await assert401({}, /Authentication required/)
    const put = await t.app.inject({ method: 'PUT', url: `/api/notification/${notificationId}/read`, payload: { status: 'read' } })
    const del = await t.app.inject({ method: 'DELETE', url: `/api/notification/${notificationId}` })
    assert.deepEqual([put.statusCode, del.statusCode], [401, 401])
  })

  test('401 for a malformed header or token', async () => {
    await assert401({ authorization: alice.idToken }, /must be "Bearer <ID token>"/)
    await assert401({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /must be "Bearer <ID token>"/)
    await assert401({ authorization: 'Bearer not-a-jwt' }, /must be "Bearer <ID token>"/)
    await assert401({ authorization: 'Bearer aaaa.bbbb.cccc' }, /Invalid authentication token/)
  })

  test('401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200
    const expired = editToken(alice.idToken, (claims) => {
      claims.iat = past
      claims.auth_time = past
      claims.exp = past + 3600
    })
    await assert401(bearer(expired), /session has expired/)
  })

  test('401 for a tampered token (claims edited to another user or to verified)', async () => {
    await assert401(bearer(editToken(alice.idToken, (claims) => void (claims.email = bob.email))), /Invalid authentication token/)
    await assert401(bearer(editToken(bob.idToken, (claims) => void (claims.sub = claims.user_id = alice.uid))), /Invalid authentication token/)
    await assert401(bearer(editToken(unverified.idToken, (claims) => void (claims.email_verified = true))), /Invalid authentication token/)
    // Changing the header to claim a real signature algorithm is refused too.
    const [, payload] = alice.idToken.split('.')
    const rs256 = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'x', typ: 'JWT' })).toString('base64url')
    await assert401(bearer(`${rs256}.${payload}.c2lnbmF0dXJl`), /Invalid authentication token/)
  })

  test('401 for a token issued for another project', async () => {
    const foreign = editToken(alice.idToken, (claims) => {
      claims.aud = 'demo-other-project'
      claims.iss = 'https://securetoken.google.com/demo-other-project'
    })
    await assert401(bearer(foreign), /Invalid authentication token/)
  })

  test('401 once the account is deleted', async () => {
    const gone = await createUser(uniqueEmail('gone'))
    await deleteUsers(gone)
    await assert401(bearer(gone), /Invalid authentication token/)
  })

  test('403 for an unverified email, even for its own list', async () => {
    const response = await get(bearer(unverified), unverified.email)
    assert.equal(response.statusCode, 403)
    assert.equal(response.json().message, 'Please verify your email address before continuing.')
  })

  test('403 when the path names another user\'s email', async () => {
    const response = await get(bearer(bob), alice.email)
    assert.equal(response.statusCode, 403)
  })
})
