import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CustomerDocument } from './document.entity.js';
import { DocumentDecision, DocumentRejectionCode } from './document.enums.js';
import { DocumentPage, DocumentsArgs, DriverCheckView, UploadDocumentInput } from './document.types.js';
import { Booking } from '../bookings/booking.entity.js';
import { pageOf, readPage } from '../common/paging.js';
import { dataUrlOf, readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { documentUpload } from './document.schemas.js';

@Resolver(() => CustomerDocument)
export class DocumentResolver {
  @Authorized(Role.Customer)
  @Mutation(() => CustomerDocument, {
    description: 'Upload a driving licence or an ID proof; it replaces the previous one of its kind and waits for staff',
  })
  async uploadDocument(
    @Arg('input', () => UploadDocumentInput, { description: ARG_DESCRIPTIONS.input }) input: UploadDocumentInput,
    @Ctx() ctx: AppContext,
  ): Promise<CustomerDocument> {
    const front = await readUpload(input.front);
    const back = await readUpload(input.back);
    return ctx.services.documents.upload(ctx.em, viewerOf(ctx).id, parseInput(documentUpload, input), front, back);
  }

  @Authorized(Role.Customer)
  @Query(() => [CustomerDocument], { description: "The signed-in customer's documents" })
  async myDocuments(@Ctx() ctx: AppContext): Promise<CustomerDocument[]> {
    return ctx.services.documents.mine(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Admin)
  @Query(() => DocumentPage, { description: 'Staff queue, oldest first (PENDING unless status says otherwise)' })
  async documents(@Args(() => DocumentsArgs) args: DocumentsArgs, @Ctx() { em, services }: AppContext): Promise<DocumentPage> {
    const page = readPage(args);
    return pageOf(await services.documents.queue(em, args.status, page), page);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CustomerDocument, { description: 'Verify, or reject with a reason (mailed to the customer with a link to upload again)' })
  async reviewDocument(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('decision', () => DocumentDecision, { description: 'VERIFIED or REJECTED' }) decision: DocumentDecision,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Required when rejecting (unless reasonCode gives it); mailed to the customer',
    })
    reason: string | null,
    @Arg('reasonCode', () => DocumentRejectionCode, {
      nullable: true,
      description: 'AADHAAR_NOT_MASKED: reject an Aadhaar that is not masked; its images are deleted at once',
    })
    reasonCode: DocumentRejectionCode | null,
    @Ctx() ctx: AppContext,
  ): Promise<CustomerDocument> {
    return ctx.services.documents.review(ctx.em, viewerOf(ctx).id, id, decision, reason, reasonCode);
  }

  @Query(() => String, { description: 'An image of a document as a data: URL, for its owner and staff only (anyone else: NOT_FOUND)' })
  async documentImage(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('side', () => String, { description: 'front or back' }) side: string,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return dataUrlOf(await ctx.services.documents.image(ctx.em, ctx.viewer, id, side));
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The full number (staff only; null for Aadhaar, of which only the last 4 are kept)',
  })
  number(@Root() doc: CustomerDocument): string | null {
    return doc.number;
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "The customer's name (staff only)" })
  customerName(@Root() doc: CustomerDocument): string {
    return doc.owner.name;
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => String, { description: "The customer's e-mail (staff only)" })
  customerEmail(@Root() doc: CustomerDocument): string {
    return doc.owner.email;
  }

  @FieldResolver(() => Boolean, { description: 'A back image was uploaded' })
  hasBack(@Root() doc: CustomerDocument): boolean {
    return Boolean(doc.backKey);
  }

  @FieldResolver(() => Boolean, { description: 'The front image is kept (false once a rejected Aadhaar was deleted)' })
  hasFront(@Root() doc: CustomerDocument): boolean {
    return Boolean(doc.frontKey);
  }
}

/** Booking.documentIssues, batched per request: one query for every booking of a list. */
const batches = new WeakMap<object, Map<string, { booking: Booking; resolve: (v: string[]) => void; reject: (e: unknown) => void }[]>>();

@Resolver(() => Booking)
export class BookingDocumentsResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => DriverCheckView, {
    description: "Staff only: the booking's name and licence number beside the verified licence, for the handover",
  })
  driverCheck(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<DriverCheckView> {
    return ctx.services.documents.driverCheck(ctx.em, { customerId: booking.user.id, name: booking.name, license: booking.license });
  }

  @FieldResolver(() => [String], {
    description:
      'The document rules this booking still fails on its pick-up day ("Licence not verified yet", ...); empty when ready for the handover',
  })
  documentIssues(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<string[]> {
    let pending = batches.get(ctx);
    if (!pending) {
      const batch = new Map<string, { booking: Booking; resolve: (v: string[]) => void; reject: (e: unknown) => void }[]>();
      pending = batch;
      batches.set(ctx, batch);
      setImmediate(() => {
        batches.delete(ctx);
        const waiting = [...batch.values()].flat();
        ctx.services.documents
          .issuesForMany(
            ctx.em,
            waiting.map(({ booking: b }) => ({ customerId: b.user.id, pickupDate: b.pickupDate, dropDate: b.dropDate })),
          )
          .then(
            (all) => waiting.forEach((w, i) => w.resolve(all[i]!)),
            (err) => waiting.forEach((w) => w.reject(err)),
          );
      });
    }
    return new Promise((resolve, reject) => {
      const list = pending.get(booking.id) ?? [];
      list.push({ booking, resolve, reject });
      pending.set(booking.id, list);
    });
  }
}
