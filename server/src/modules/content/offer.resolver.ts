import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Offer } from './offer.entity.js';
import { readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';

@Resolver(() => Offer)
export class OfferResolver {
  @Query(() => [Offer], { description: 'Offer banners for the home page strip, newest first' })
  async offers(@Ctx() { em, services }: AppContext): Promise<Offer[]> {
    return services.offers.list(em);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Offer, { description: "Adds an offer banner; the image is required ('Please upload a valid image')" })
  async addOffer(
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'Required: nullable only so that the message says so' })
    image: Promise<FileUpload> | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Offer> {
    return services.offers.add(em, await readUpload(image));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes an offer and its image' })
  async deleteOffer(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.offers.delete(em, id);
    return true;
  }
}
