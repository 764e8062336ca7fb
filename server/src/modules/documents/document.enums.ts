import { registerEnumType } from 'type-graphql';

// Keys are the GraphQL enum names.
export enum DocumentKind { DRIVING_LICENCE = 'DRIVING_LICENCE', ID_PROOF = 'ID_PROOF' }
export enum IdProofType { AADHAAR = 'AADHAAR', PASSPORT = 'PASSPORT', VOTER_ID = 'VOTER_ID' }
export enum DocumentStatus { PENDING = 'PENDING', VERIFIED = 'VERIFIED', REJECTED = 'REJECTED' }
export enum DocumentDecision { VERIFIED = 'VERIFIED', REJECTED = 'REJECTED' }
export enum DocumentSide { front = 'front', back = 'back' }

registerEnumType(DocumentKind, { name: 'DocumentKind' });
registerEnumType(IdProofType, { name: 'IdProofType' });
registerEnumType(DocumentStatus, { name: 'DocumentStatus' });
registerEnumType(DocumentDecision, { name: 'DocumentDecision' });
