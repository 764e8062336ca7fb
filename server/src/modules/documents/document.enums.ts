import { registerEnumType } from 'type-graphql';

// Keys are the GraphQL enum names.
export enum DocumentKind {
  DRIVING_LICENCE = 'DRIVING_LICENCE',
  ID_PROOF = 'ID_PROOF',
}
export enum IdProofType {
  AADHAAR = 'AADHAAR',
  PASSPORT = 'PASSPORT',
  VOTER_ID = 'VOTER_ID',
}
export enum DocumentStatus {
  PENDING = 'PENDING',
  VERIFIED = 'VERIFIED',
  REJECTED = 'REJECTED',
}
export enum DocumentDecision {
  VERIFIED = 'VERIFIED',
  REJECTED = 'REJECTED',
}
/** A rejection reason with a rule of its own (issue 28). */
export enum DocumentRejectionCode {
  AADHAAR_NOT_MASKED = 'AADHAAR_NOT_MASKED',
}
export enum DocumentSide {
  front = 'front',
  back = 'back',
}

registerEnumType(DocumentKind, { name: 'DocumentKind', description: 'A driving licence or an ID proof' });
registerEnumType(IdProofType, { name: 'IdProofType', description: 'The kind of ID proof (for Aadhaar only the last 4 digits are kept)' });
registerEnumType(DocumentStatus, { name: 'DocumentStatus', description: 'PENDING until staff verify or reject it' });
registerEnumType(DocumentDecision, { name: 'DocumentDecision', description: "Staff's decision on a document" });
registerEnumType(DocumentRejectionCode, {
  name: 'DocumentRejectionCode',
  description: 'AADHAAR_NOT_MASKED: the Aadhaar shows more than its last 4 digits; its images are deleted at once',
});
