import { Ctx, Extensions, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { publicSettings } from './public-settings.js';

@ObjectType({
  description: 'Operator settings read at runtime (SITE_NAME, CONTACT_PHONE, CONTACT_EMAIL, CITY, MIN_LEAD_MINUTES, TURNAROUND_MINUTES).',
})
export class SiteSettings {
  @Field(() => String, { description: "The operator's name" }) siteName!: string;
  @Field(() => String, { description: "The operator's phone" }) contactPhone!: string;
  @Field(() => String, { description: "The operator's e-mail" }) contactEmail!: string;
  @Field(() => String, { description: 'The service city' }) city!: string;
  @Field(() => Int, { description: 'A pick-up is at least this many minutes from now' }) minLeadMinutes!: number;
  @Field(() => Int, { description: 'Minutes after a drop-off before the next pick-up (a car may have its own)' })
  turnaroundMinutes!: number;
  @Field(() => Int, { description: 'Whole rupees per doorstep delivery leg (DELIVERY_FEE)' }) deliveryFee!: number;
  @Field(() => Int, { description: 'Doorstep delivery within this many km of the city centre' }) serviceRadiusKm!: number;
}

@Resolver()
export class SiteResolver {
  // The same answer for everyone, from the catalogue snapshot: a CDN may keep it, and the edge caches whole answers.
  @Extensions({ publicCatalogue: true, catalogueSnapshot: true })
  @Query(() => SiteSettings, { description: "The operator's name, contact details and city" })
  siteSettings(@Ctx() { services }: AppContext): SiteSettings {
    return publicSettings(services.config);
  }
}
