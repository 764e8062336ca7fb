import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { insertCustomer, send, sql, tinyPng, uploadedOriginals } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sql(server, 'delete from blogs');
  await sql(server, 'delete from offers');
  for (const file of readdirSync(server.config.uploadDir)) rmSync(path.join(server.config.uploadDir, file));
});

const uploads = () => uploadedOriginals(server);
const fakePng = () => Buffer.from('plain text pretending to be a PNG');
const IMAGE_FILE = /^[0-9a-f]{32}\.png$/;

/** A multipart REST call, as the legacy admin screens send it. */
async function multipart(method: string, path: string, fields: Record<string, string>, image?: Buffer, token: string | null = admin) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  const res = await server.fetch(path, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const gqlUpload = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, image: Buffer | null, token = admin) =>
  server.gqlUpload<T>(query, variables, 'image', image, { authorization: `Bearer ${token}` });

async function addBlog(heading = 'Weekend drives', content = 'Mandu, Maheshwar and Omkareshwar.') {
  const res = await multipart('POST', '/api/v1/blogs', { heading, content }, tinyPng());
  expect(res.status).toBe(201);
  return res.body as { _id: string; image: string; createdAt: string };
}

describe('blogs over REST', () => {
  it('POST /api/v1/blogs adds a blog with a real PNG and answers it in the legacy shape (201)', async () => {
    const res = await multipart('POST', '/api/v1/blogs', { heading: '  Monsoon checklist ', content: 'Wipers, tyres, lights.' }, tinyPng());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'content', 'contentHi', 'createdAt', 'heading', 'headingHi', 'image']);
    expect(res.body).toMatchObject({ heading: 'Monsoon checklist', content: 'Wipers, tyres, lights.' });
    expect(res.body.image).toMatch(IMAGE_FILE);
    expect(new Date(res.body.createdAt as string).toISOString()).toBe(res.body.createdAt);
    expect(uploads()).toEqual([res.body.image]);
    const img = await server.fetch(`/uploads/${res.body.image}`);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('GET /api/v1/blogs lists every blog, newest first', async () => {
    const older = await addBlog('Older');
    await sql(server, `update blogs set created_at = now() - interval '1 day' where id = ?`, [older._id]);
    const newer = await addBlog('Newer');
    const res = await send(server, 'GET', '/api/v1/blogs');
    expect(res.status).toBe(200);
    expect((res.body as { _id: string; heading: string }[]).map((b) => [b._id, b.heading])).toEqual([
      [newer._id, 'Newer'],
      [older._id, 'Older'],
    ]);
  });

  it('GET /api/v1/blogs/{id} answers one blog; an unknown or malformed id is 404 "Blog not found."', async () => {
    const blog = await addBlog();
    expect((await send(server, 'GET', `/api/v1/blogs/${blog._id}`)).body).toMatchObject({ _id: blog._id, heading: 'Weekend drives' });
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await send(server, 'GET', `/api/v1/blogs/${id}`);
      expect(res).toEqual({ status: 404, body: { message: 'Blog not found.' } });
    }
  });

  it.each([
    [{ content: 'Body' }, 'Heading is required.'],
    [{ heading: '   ', content: 'Body' }, 'Heading is required.'],
    [{ heading: 'Title' }, 'Content is required.'],
    [{ heading: 'x'.repeat(201), content: 'Body' }, 'Heading is too long (at most 200 characters).'],
  ])('POST refuses %j with 400 "%s", and writes no file', async (fields, message) => {
    const res = await multipart('POST', '/api/v1/blogs', fields as Record<string, string>, tinyPng());
    expect(res).toEqual({ status: 400, body: { message } });
    expect(uploads()).toEqual([]);
    expect(await sql(server, 'select id from blogs')).toEqual([]);
  });

  it('POST without an image is 400: the image is required when adding', async () => {
    const res = await multipart('POST', '/api/v1/blogs', { heading: 'Title', content: 'Body' });
    expect(res).toEqual({ status: 400, body: { message: 'Please upload an image for the blog.' } });
  });

  it('POST with a text file named .png is 400, and nothing is written', async () => {
    const res = await multipart('POST', '/api/v1/blogs', { heading: 'Title', content: 'Body' }, fakePng());
    expect(res).toEqual({ status: 400, body: { message: 'Please upload a valid image (PNG, JPEG, GIF or WebP).' } });
    expect(uploads()).toEqual([]);
    expect(await sql(server, 'select id from blogs')).toEqual([]);
  });

  it('PUT /api/v1/blogs/{id} without an image keeps it; with one, replaces it and removes the old file', async () => {
    const blog = await addBlog();
    let res = await multipart('PUT', `/api/v1/blogs/${blog._id}`, { heading: 'Edited', content: 'New body' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: blog._id, heading: 'Edited', content: 'New body', image: blog.image });
    res = await multipart('PUT', `/api/v1/blogs/${blog._id}`, { heading: 'Edited again', content: 'New body' }, tinyPng());
    expect(res.body.image).toMatch(IMAGE_FILE);
    expect(res.body.image).not.toBe(blog.image);
    expect(uploads()).toEqual([res.body.image]);
  });

  it('PUT refuses bad input and a fake image with 400, changing nothing', async () => {
    const blog = await addBlog();
    expect(await multipart('PUT', `/api/v1/blogs/${blog._id}`, { heading: '', content: 'x' }, tinyPng())).toEqual({
      status: 400,
      body: { message: 'Heading is required.' },
    });
    expect((await multipart('PUT', `/api/v1/blogs/${blog._id}`, { heading: 'H', content: 'x' }, fakePng())).status).toBe(400);
    expect(uploads()).toEqual([blog.image]);
    const [row] = await sql<{ heading: string }>(server, 'select heading from blogs where id = ?', [blog._id]);
    expect(row.heading).toBe('Weekend drives');
  });

  it('PUT and DELETE of an unknown blog are 404, and PUT writes no file', async () => {
    expect(await multipart('PUT', `/api/v1/blogs/${randomUUID()}`, { heading: 'H', content: 'C' }, tinyPng())).toEqual({
      status: 404,
      body: { message: 'Blog not found.' },
    });
    expect(uploads()).toEqual([]);
    expect((await send(server, 'DELETE', `/api/v1/blogs/${randomUUID()}`, undefined, { token: admin })).status).toBe(404);
  });

  it('DELETE /api/v1/blogs/{id} removes the blog and its image', async () => {
    const blog = await addBlog();
    const res = await send(server, 'DELETE', `/api/v1/blogs/${blog._id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: 'Blog deleted.' } });
    expect(uploads()).toEqual([]);
    expect((await send(server, 'GET', `/api/v1/blogs/${blog._id}`)).status).toBe(404);
  });

  it('without the admin token the writes are refused (401) before the upload is read, and a customer gets 403', async () => {
    expect((await multipart('POST', '/api/v1/blogs', { heading: 'H', content: 'C' }, tinyPng(), null)).status).toBe(401);
    const customer = (await insertCustomer(server)).token;
    expect((await multipart('POST', '/api/v1/blogs', { heading: 'H', content: 'C' }, tinyPng(), customer)).status).toBe(403);
    expect(uploads()).toEqual([]);
  });

  it('keeps markup as text: it is stored and answered exactly as typed', async () => {
    const blog = await addBlog('<b>Bold</b>', '<script>alert(1)</script>');
    expect((await send(server, 'GET', `/api/v1/blogs/${blog._id}`)).body).toMatchObject({
      heading: '<b>Bold</b>',
      content: '<script>alert(1)</script>',
    });
  });
});

describe('blogs over GraphQL', () => {
  const CREATE =
    'mutation ($input: BlogInput!, $image: Upload) { createBlog(input: $input, image: $image) { id heading content image createdAt } }';
  const UPDATE =
    'mutation ($id: ID!, $input: BlogInput!, $image: Upload) { updateBlog(id: $id, input: $input, image: $image) { id heading image } }';

  it('createBlog, blogs, blog(id), updateBlog and deleteBlog', async () => {
    const created = await gqlUpload<{ createBlog: { id: string; image: string } }>(
      CREATE,
      { input: { heading: 'GraphQL blog', content: 'Body' } },
      tinyPng(),
    );
    expect(created.errors).toBeUndefined();
    const { id, image } = created.data!.createBlog;
    expect(image).toMatch(IMAGE_FILE);

    const list = await server.gql<{ blogs: { id: string }[] }>('{ blogs { id heading } }');
    expect(list.data?.blogs.map((b) => b.id)).toEqual([id]);
    const one = await server.gql<{ blog: { heading: string } }>('query ($id: ID!) { blog(id: $id) { heading content } }', { id });
    expect(one.data?.blog).toEqual({ heading: 'GraphQL blog', content: 'Body' });

    const updated = await gqlUpload<{ updateBlog: { image: string; heading: string } }>(
      UPDATE,
      { id, input: { heading: 'Renamed', content: 'Body' } },
      tinyPng(),
    );
    expect(updated.data?.updateBlog.heading).toBe('Renamed');
    expect(uploads()).toEqual([updated.data?.updateBlog.image]);

    const deleted = await server.gql<{ deleteBlog: boolean }>('mutation ($id: ID!) { deleteBlog(id: $id) }', { id }, admin);
    expect(deleted.data?.deleteBlog).toBe(true);
    expect(uploads()).toEqual([]);
  });

  it('blog(id) of an unknown id is NOT_FOUND', async () => {
    const res = await server.gql('query ($id: ID!) { blog(id: $id) { id } }', { id: randomUUID() });
    expect(res.errors?.[0]).toMatchObject({ message: 'Blog not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('createBlog without an image, or with a fake one, is BAD_USER_INPUT and writes nothing', async () => {
    const none = await gqlUpload(CREATE, { input: { heading: 'H', content: 'C' } }, null);
    expect(none.errors?.[0]).toMatchObject({ message: 'Please upload an image for the blog.', extensions: { code: 'BAD_USER_INPUT' } });
    const fake = await gqlUpload(CREATE, { input: { heading: 'H', content: 'C' } }, fakePng());
    expect(fake.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(uploads()).toEqual([]);
    expect(await sql(server, 'select id from blogs')).toEqual([]);
  });
});

describe('offers', () => {
  it('POST /api/offers stores a real image; GET /api/offers lists it with imageUrl /uploads/<file>', async () => {
    const res = await multipart('POST', '/api/offers', {}, tinyPng());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'createdAt', 'imageUrl']);
    expect(res.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const list = await send(server, 'GET', '/api/offers');
    expect(list.body).toEqual([res.body]);
    expect((await server.fetch(res.body.imageUrl as string)).status).toBe(200);
  });

  it("POST without an image, or with a fake one, is 400 'Please upload a valid image' and writes nothing", async () => {
    expect(await multipart('POST', '/api/offers', {})).toEqual({ status: 400, body: { message: 'Please upload a valid image' } });
    const fake = await multipart('POST', '/api/offers', {}, fakePng());
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/^Please upload a valid image/);
    expect(uploads()).toEqual([]);
    expect(await sql(server, 'select id from offers')).toEqual([]);
  });

  it('DELETE /api/offers/{id} removes the offer and its file; an unknown one is 404', async () => {
    const { body } = await multipart('POST', '/api/offers', {}, tinyPng());
    const res = await send(server, 'DELETE', `/api/offers/${body._id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: 'Offer deleted.' } });
    expect(uploads()).toEqual([]);
    expect((await send(server, 'GET', '/api/offers')).body).toEqual([]);
    expect(await send(server, 'DELETE', `/api/offers/${body._id}`, undefined, { token: admin })).toEqual({
      status: 404,
      body: { message: 'Offer not found.' },
    });
  });

  it('over GraphQL: addOffer, offers, deleteOffer; addOffer without an image is BAD_USER_INPUT', async () => {
    const ADD = 'mutation ($image: Upload) { addOffer(image: $image) { id imageUrl } }';
    const none = await gqlUpload(ADD, {}, null);
    expect(none.errors?.[0]).toMatchObject({ message: 'Please upload a valid image', extensions: { code: 'BAD_USER_INPUT' } });
    const added = await gqlUpload<{ addOffer: { id: string; imageUrl: string } }>(ADD, {}, tinyPng());
    const { id, imageUrl } = added.data!.addOffer;
    expect((await server.gql<{ offers: unknown[] }>('{ offers { id imageUrl } }')).data?.offers).toEqual([{ id, imageUrl }]);
    expect((await server.gql('mutation ($id: ID!) { deleteOffer(id: $id) }', { id }, admin)).data).toEqual({ deleteOffer: true });
    expect(uploads()).toEqual([]);
  });
});

describe('Hindi blogs (issue 24)', () => {
  it('an optional Hindi heading and content: added, kept by an edit that leaves them out, cleared by a blank, over REST and GraphQL', async () => {
    const res = await multipart(
      'POST',
      '/api/v1/blogs',
      { heading: 'Temple towns', content: 'Ujjain and Omkareshwar.', headingHi: 'तीर्थ नगरी', contentHi: 'उज्जैन और ओंकारेश्वर।' },
      tinyPng(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ headingHi: 'तीर्थ नगरी', contentHi: 'उज्जैन और ओंकारेश्वर।' });
    const id = String(res.body._id);

    const kept = await multipart('PUT', `/api/v1/blogs/${id}`, { heading: 'Temple towns', content: 'Ujjain, Omkareshwar.' });
    expect(kept.body).toMatchObject({ content: 'Ujjain, Omkareshwar.', headingHi: 'तीर्थ नगरी' });

    const read = await server.gql<{ blog: { headingHi: string | null; contentHi: string | null } }>(
      'query ($id: ID!) { blog(id: $id) { headingHi contentHi } }',
      { id },
    );
    expect(read.data?.blog).toEqual({ headingHi: 'तीर्थ नगरी', contentHi: 'उज्जैन और ओंकारेश्वर।' });

    const cleared = await multipart('PUT', `/api/v1/blogs/${id}`, {
      heading: 'Temple towns',
      content: 'Ujjain.',
      headingHi: ' ',
      contentHi: '',
    });
    expect(cleared.body).toMatchObject({ headingHi: null, contentHi: null });

    const tooLong = await multipart('PUT', `/api/v1/blogs/${id}`, {
      heading: 'Temple towns',
      content: 'Ujjain.',
      headingHi: 'क'.repeat(201),
    });
    expect(tooLong.status).toBe(400);
  });
});
