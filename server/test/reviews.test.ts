import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { insertCustomer, send, sql } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';

let server: TestServer;
let admin: string;
let customer: string;
/** A new client address per submission, so the per-IP limit only bites where a test means it to. */

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
  customer = (await insertCustomer(server)).token;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sql(server, 'delete from reviews');
});

type RestReview = { _id: string; name: string; rating: number; message: string; date: string; status: string; createdAt: string };

async function submit(body: unknown, ip = freshIp()) {
  return send(server, 'POST', '/api/v1/reviews', body, { ip });
}

async function insertReview(name: string, status: string, rating = 4, ageDays = 0): Promise<string> {
  const id = randomUUID();
  await sql(
    server,
    `insert into reviews (id, name, rating, message, status, created_at) values (?, ?, ?, 'Nice car', ?, now() - make_interval(days => ?))`,
    [id, name, rating, status, ageDays],
  );
  return id;
}

const names = (body: unknown) => (body as RestReview[]).map((r) => r.name);

describe('submitting a review: POST /api/v1/reviews', () => {
  it('stores it Pending and answers 201 with the legacy shape', async () => {
    const res = await submit({ name: ' Asha ', rating: 4.5, message: ' Smooth pick-up. ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your review has been submitted for approval.');
    const review = res.body.review as RestReview;
    expect(Object.keys(review).sort()).toEqual(['_id', 'createdAt', 'date', 'message', 'name', 'rating', 'status']);
    expect(review).toMatchObject({ name: 'Asha', rating: 4.5, message: 'Smooth pick-up.', status: 'Pending' });
    expect(review.date).toBe(review.createdAt);
  });

  it.each([0, 0.5, 5, '3.5'])('accepts the rating %j (0 to 5 in half steps)', async (rating) => {
    const res = await submit({ name: 'A', rating, message: 'M' });
    expect(res.status).toBe(201);
    expect((res.body.review as RestReview).rating).toBe(Number(rating));
  });

  it.each([
    [{ rating: 5, message: 'M' }, 'Name is required'],
    [{ name: '  ', rating: 5, message: 'M' }, 'Name is required'],
    [{ name: 'A', rating: 5 }, 'Message is required.'],
    [{ name: 'A', rating: 5, message: 'x'.repeat(2001) }, 'Message is too long (at most 2000 characters).'],
    [{ name: 'A', message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    [{ name: 'A', rating: 5.5, message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    [{ name: 'A', rating: -0.5, message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    [{ name: 'A', rating: 4.3, message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
    [{ name: 'A', rating: 'five', message: 'M' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    expect(await submit(body)).toEqual({ status: 400, body: { message } });
    expect(await sql(server, 'select id from reviews')).toEqual([]);
  });

  it('a malformed JSON body is 400, never 500', async () => {
    const res = await server.fetch('/api/v1/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
  });

  it('limits one address to 5 reviews in 15 minutes (429), while others may still write', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await submit({ name: `N${i}`, rating: 5, message: 'M' }, ip)).status).toBe(201);
    const refused = await submit({ name: 'N6', rating: 5, message: 'M' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    expect((await submit({ name: 'Other', rating: 5, message: 'M' })).status).toBe(201);
  });

  it('bad input does not use up the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) expect((await submit({ name: '', rating: 5, message: 'M' }, ip)).status).toBe(400);
    expect((await submit({ name: 'A', rating: 5, message: 'M' }, ip)).status).toBe(201);
  });
});

describe('listing reviews: GET /api/v1/reviews', () => {
  beforeEach(async () => {
    await insertReview('Old accepted', 'Accepted', 5, 3);
    await insertReview('Pending one', 'Pending', 4, 2);
    await insertReview('Rejected one', 'Rejected', 1, 1);
    await insertReview('New accepted', 'Accepted', 4.5, 0);
  });

  it('?status=Accepted is public: only Accepted reviews, newest first', async () => {
    const res = await send(server, 'GET', '/api/v1/reviews?status=Accepted');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['New accepted', 'Old accepted']);
  });

  it('?pageSize=N gives the newest N only, with the full count (the home page strip; issue 33)', async () => {
    const res = await server.fetch('/api/v1/reviews?status=Accepted&pageSize=1');
    expect(res.status).toBe(200);
    expect(names(await res.json())).toEqual(['New accepted']);
    expect(res.headers.get('x-total-count')).toBe('2');
    for (const bad of ['0', '101', '1.5', 'ten']) {
      const refused = await send(server, 'GET', `/api/v1/reviews?status=Accepted&pageSize=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Page size must be a whole number from 1 to 100.');
    }
    const empty = await send(server, 'GET', '/api/v1/reviews?status=Accepted&pageSize=');
    expect(empty).toEqual({ status: 400, body: { message: 'Page size is required.' } });
  });

  it('without a status, a visitor or a customer sees the Accepted ones only', async () => {
    expect(names((await send(server, 'GET', '/api/v1/reviews')).body)).toEqual(['New accepted', 'Old accepted']);
    expect(names((await send(server, 'GET', '/api/v1/reviews', undefined, { token: customer })).body)).toEqual([
      'New accepted',
      'Old accepted',
    ]);
  });

  it('the admin sees every review without a status, and can filter by any status', async () => {
    expect(names((await send(server, 'GET', '/api/v1/reviews', undefined, { token: admin })).body)).toEqual([
      'New accepted',
      'Rejected one',
      'Pending one',
      'Old accepted',
    ]);
    expect(names((await send(server, 'GET', '/api/v1/reviews?status=Pending', undefined, { token: admin })).body)).toEqual(['Pending one']);
  });

  it('asking for Pending or Rejected without the admin token is 401, with a customer token 403', async () => {
    expect((await send(server, 'GET', '/api/v1/reviews?status=Pending')).status).toBe(401);
    expect((await send(server, 'GET', '/api/v1/reviews?status=Rejected', undefined, { token: customer })).status).toBe(403);
  });

  it('an unknown status is 400', async () => {
    expect(await send(server, 'GET', '/api/v1/reviews?status=Maybe')).toEqual({
      status: 400,
      body: { message: 'Status must be Pending, Accepted or Rejected.' },
    });
  });
});

describe('the admin decides, edits and deletes', () => {
  it('PUT /api/v1/reviews/status/{id} sets Accepted or Rejected, at any time', async () => {
    const id = await insertReview('Asha', 'Pending');
    let res = await send(server, 'PUT', `/api/v1/reviews/status/${id}`, { status: 'Accepted' }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Review Accepted.', review: { _id: id, status: 'Accepted' } });
    expect(names((await send(server, 'GET', '/api/v1/reviews?status=Accepted')).body)).toEqual(['Asha']);
    res = await send(server, 'PUT', `/api/v1/reviews/status/${id}`, { status: 'Rejected' }, { token: admin });
    expect((res.body.review as RestReview).status).toBe('Rejected');
    expect((await send(server, 'GET', '/api/v1/reviews?status=Accepted')).body).toEqual([]);
  });

  it('refuses any other status with 400, and an unknown review with 404', async () => {
    const id = await insertReview('Asha', 'Accepted');
    for (const status of ['Pending', 'Approved', undefined]) {
      expect(await send(server, 'PUT', `/api/v1/reviews/status/${id}`, { status }, { token: admin })).toEqual({
        status: 400,
        body: { message: 'Status must be Accepted or Rejected.' },
      });
    }
    expect(await send(server, 'PUT', `/api/v1/reviews/status/${randomUUID()}`, { status: 'Accepted' }, { token: admin })).toEqual({
      status: 404,
      body: { message: 'Review not found.' },
    });
  });

  it.each([
    [7, 5],
    [0, 1],
    [-3, 1],
    [3.3, 3.5],
    [4.74, 4.5],
    ['2.5', 2.5],
  ])('PUT /api/v1/reviews/update/{id} clamps the rating %j to %d', async (rating, expected) => {
    const id = await insertReview('Asha', 'Accepted');
    const res = await send(server, 'PUT', `/api/v1/reviews/update/${id}`, { name: 'Asha V', rating, message: 'Edited' }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({ _id: id, name: 'Asha V', rating: expected, message: 'Edited', status: 'Accepted' });
  });

  it('the edit still needs a name, a message and a numeric rating (400, nothing changed)', async () => {
    const id = await insertReview('Asha', 'Accepted');
    expect(
      (await send(server, 'PUT', `/api/v1/reviews/update/${id}`, { name: '', rating: 4, message: 'M' }, { token: admin })).status,
    ).toBe(400);
    expect(
      (await send(server, 'PUT', `/api/v1/reviews/update/${id}`, { name: 'A', rating: 4, message: '' }, { token: admin })).status,
    ).toBe(400);
    expect(await send(server, 'PUT', `/api/v1/reviews/update/${id}`, { name: 'A', rating: 'x', message: 'M' }, { token: admin })).toEqual({
      status: 400,
      body: { message: 'Rating must be a number from 1 to 5.' },
    });
    const [row] = await sql<{ name: string }>(server, 'select name from reviews where id = ?', [id]);
    expect(row.name).toBe('Asha');
  });

  it('DELETE /api/v1/reviews/delete/{id} removes it; again is 404', async () => {
    const id = await insertReview('Asha', 'Pending');
    expect(await send(server, 'DELETE', `/api/v1/reviews/delete/${id}`, undefined, { token: admin })).toEqual({
      status: 200,
      body: { message: 'Review deleted.' },
    });
    expect((await send(server, 'DELETE', `/api/v1/reviews/delete/${id}`, undefined, { token: admin })).status).toBe(404);
    expect((await send(server, 'DELETE', '/api/v1/reviews/delete/not-a-uuid', undefined, { token: admin })).status).toBe(404);
  });
});

describe('reviews over GraphQL', () => {
  const LIST =
    'query ($status: ReviewStatus, $page: Int, $pageSize: Int) { reviews(status: $status, page: $page, pageSize: $pageSize) { total page pageSize items { name status rating } } }';
  type Page = { reviews: { total: number; page: number; pageSize: number; items: { name: string; status: string; rating: number }[] } };

  it('submitReview stores a Pending review; the public list does not show it until accepted', async () => {
    const res = await server.gql<{ submitReview: { id: string; status: string } }>(
      'mutation ($input: ReviewInput!) { submitReview(input: $input) { id status } }',
      { input: { name: 'Ravi', rating: 3.5, message: 'Good' } },
    );
    expect(res.data?.submitReview.status).toBe('Pending');
    const id = res.data!.submitReview.id;
    expect((await server.gql<Page>(LIST, { status: 'Accepted' })).data?.reviews.total).toBe(0);
    const set = await server.gql<{ setReviewStatus: { status: string } }>(
      'mutation ($id: ID!) { setReviewStatus(id: $id, status: Accepted) { status } }',
      { id },
      admin,
    );
    expect(set.data?.setReviewStatus.status).toBe('Accepted');
    expect((await server.gql<Page>(LIST, {})).data?.reviews.items).toEqual([{ name: 'Ravi', status: 'Accepted', rating: 3.5 }]);
  });

  it('submitReview refuses a rating off the half steps with BAD_USER_INPUT', async () => {
    const res = await server.gql('mutation { submitReview(input: { name: "A", rating: 4.2, message: "M" }) { id } }');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Rating must be a number from 0 to 5 in steps of 0.5.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reviews pages for the admin, and refuses Pending to anyone else', async () => {
    for (let i = 0; i < 3; i += 1) await insertReview(`P${i}`, 'Pending', 4, i);
    await insertReview('A0', 'Accepted');
    const page = await server.gql<Page>(LIST, { status: 'Pending', page: 2, pageSize: 2 }, admin);
    expect(page.data?.reviews).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ name: 'P2' }] });
    expect((await server.gql<Page>(LIST, {}, admin)).data?.reviews.total).toBe(4);
    expect((await server.gql(LIST, { status: 'Pending' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(LIST, { status: 'Pending' }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(LIST, { pageSize: 500 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updateReview clamps the rating; deleteReview removes it', async () => {
    const id = await insertReview('Asha', 'Pending');
    const res = await server.gql<{ updateReview: { rating: number; name: string } }>(
      'mutation ($id: ID!) { updateReview(id: $id, input: { name: "Asha K", rating: 9, message: "Edited" }) { name rating } }',
      { id },
      admin,
    );
    expect(res.data?.updateReview).toEqual({ name: 'Asha K', rating: 5 });
    expect((await server.gql('mutation ($id: ID!) { deleteReview(id: $id) }', { id }, admin)).data).toEqual({ deleteReview: true });
    expect((await server.gql('mutation ($id: ID!) { deleteReview(id: $id) }', { id }, admin)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});
