import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';

@ObjectType({ description: 'Operator settings read at runtime (SITE_NAME, CONTACT_PHONE, CONTACT_EMAIL, CITY).' })
export class SiteSettings {
  @Field(() => String) siteName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => String) contactEmail!: string;
  @Field(() => String) city!: string;
}

@Resolver()
export class SiteResolver {
  @Query(() => SiteSettings)
  siteSettings(@Ctx() { services }: AppContext): SiteSettings {
    return services.config.site;
  }
}
