import type { Services } from '../common/services.js';
import { array, created, defineOperations, op, deleteById, one, param } from '../common/operation.js';
import * as S from './content.schemas.js';
import { parseInput } from '../common/parse-input.js';
import { blogToRest, offerToRest } from './content.rest.js';

/** Blogs and offers (SPEC.md section 7). The access check runs before any upload is read. */
export const contentOperations = defineOperations<Services>([
  {
    operationId: 'listBlogs',
    method: 'get',
    path: '/v1/blogs',
    tag: 'Content',
    access: 'public',
    summary: 'Blogs, newest first',
    ok: one('Blogs', array(S.Blog)),
    run: async (req, { blogs }) => (await blogs.list(req.em)).map(blogToRest),
  },
  {
    operationId: 'getBlog',
    method: 'get',
    path: '/v1/blogs/{id}',
    tag: 'Content',
    access: 'public',
    summary: 'One blog',
    ok: one('The blog', S.Blog),
    run: async (req, { blogs }) => blogToRest(await blogs.get(req.em, param(req))),
  },
  op({
    operationId: 'createBlog',
    method: 'post',
    path: '/v1/blogs',
    tag: 'Content',
    access: 'admin',
    body: { kind: 'multipart', schema: S.requests.blogForm, file: 'image' },
    summary: 'Add a blog',
    ok: created('Added', S.Blog),
    run: async (req, { blogs }) => blogToRest(await blogs.create(req.em, parseInput(S.blogInput, req.input), req.file?.buffer)),
  }),
  op({
    operationId: 'updateBlog',
    method: 'put',
    path: '/v1/blogs/{id}',
    tag: 'Content',
    access: 'admin',
    body: { kind: 'multipart', schema: S.requests.blogForm, file: 'image' },
    summary: 'Change a blog (image optional)',
    ok: one('Changed', S.Blog),
    run: async (req, { blogs }) => blogToRest(await blogs.update(req.em, param(req), parseInput(S.blogInput, req.input), req.file?.buffer)),
  }),
  deleteById({
    operationId: 'deleteBlog',
    path: '/v1/blogs/{id}',
    tag: 'Content',
    summary: 'Delete a blog',
    message: 'Blog deleted.',
    remove: (req, { blogs }) => blogs.delete(req.em, param(req)),
  }),
  {
    operationId: 'listOffers',
    method: 'get',
    path: '/offers',
    tag: 'Content',
    access: 'public',
    summary: 'Offer banners',
    ok: one('Offers', array(S.Offer)),
    run: async (req, { offers }) => (await offers.list(req.em)).map(offerToRest),
  },
  {
    operationId: 'addOffer',
    method: 'post',
    path: '/offers',
    tag: 'Content',
    access: 'admin',
    body: { kind: 'multipart', schema: S.requests.imageForm, file: 'image' },
    summary: 'Add an offer banner',
    ok: created('Added', S.Offer),
    run: async (req, { offers }) => offerToRest(await offers.add(req.em, req.file?.buffer)),
  },
  deleteById({
    operationId: 'deleteOffer',
    path: '/offers/{id}',
    tag: 'Content',
    summary: 'Delete an offer banner',
    message: 'Offer deleted.',
    remove: (req, { offers }) => offers.delete(req.em, param(req)),
  }),
]);
