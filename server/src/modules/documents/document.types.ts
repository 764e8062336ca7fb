import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { CustomerDocument } from './document.entity.js';
import { DocumentKind, DocumentStatus, IdProofType } from './document.enums.js';
import { PageArgs } from '../common/paging.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

/** A licence (number, dates, front and back) or an ID proof (type, number, front); DocumentService checks the rules. */
@InputType({ description: 'A driving licence (number, dates, front and back) or an ID proof (type, number, front)' })
export class UploadDocumentInput {
  @Field(() => DocumentKind, { description: 'What is uploaded; it replaces the previous one of its kind' }) kind!: DocumentKind;
  @Field(() => IdProofType, { nullable: true, description: 'ID proofs: Aadhaar, passport or voter ID' }) idType?: IdProofType | null;
  @Field(() => String, { description: 'For Aadhaar the 12 digits or only the last 4: only the last 4 are ever kept' }) number!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; required for a licence' }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; required for a licence' }) issuedOn?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd; required for a licence' }) expiresOn?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Aadhaar only, required true: the photo is of a masked Aadhaar (first 8 digits hidden, e.g. UIDAI's masked download)",
  })
  aadhaarMasked?: boolean | null;
  @Field(() => GraphQLUpload, { description: 'Photo of the front (PNG, JPEG, GIF or WebP, at most 5 MB)' }) front!: Promise<FileUpload>;
  @Field(() => GraphQLUpload, { nullable: true, description: 'Required for a licence' }) back?: Promise<FileUpload> | null;
}

@ArgsType()
export class DocumentsArgs extends PageArgs {
  @Field(() => DocumentStatus, { nullable: true, description: 'Default PENDING' }) status?: DocumentStatus | null;
}

@ObjectType({ description: "One page of customers' documents, oldest first" })
export class DocumentPage {
  @Field(() => [CustomerDocument], { description: PAGE_DESCRIPTIONS.items }) items!: CustomerDocument[];
  @Field(() => Int, { description: PAGE_DESCRIPTIONS.total }) total!: number;
  @Field(() => Int, { description: PAGE_DESCRIPTIONS.page }) page!: number;
  @Field(() => Int, { description: PAGE_DESCRIPTIONS.pageSize }) pageSize!: number;
}

@ObjectType({ description: "The booking's driver beside the customer's verified licence (the driver is the licence holder)" })
export class DriverCheckView {
  @Field(() => String, { description: 'The name on the booking' }) bookingName!: string;
  @Field(() => String, { description: 'The licence number on the booking' }) bookingLicence!: string;
  @Field(() => String, { nullable: true, description: 'The verified licence number (null: no verified licence)' })
  licenceNumber!: string | null;
  @Field(() => String, { nullable: true, description: "The verified licence's holder (the account's name)" }) licenceHolder!: string | null;
  @Field(() => Boolean, { description: 'Name and number agree; otherwise startTrip needs driverMismatchReason' }) matches!: boolean;
}
