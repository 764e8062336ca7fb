import { defineModule } from '../module.js';
import { CustomerDocument } from './document.entity.js';
import { DocumentRetention, DocumentService } from './document.service.js';
import { BookingDocumentsResolver, DocumentResolver } from './document.resolver.js';
import { documentTexts } from './document.texts.js';

declare module '../common/services.js' {
  interface Services {
    documents: DocumentService;
    documentRetention: DocumentRetention;
  }
}

/** Customer documents (KYC), the rental rules they answer, and their retention (issue 20). */
export const documentsModule = defineModule({
  name: 'documents',
  texts: documentTexts,
  needs: ['config', 'clock', 'orm', 'privateFiles', 'outbox', 'userDirectory'],
  provides: ['documents', 'documentRetention'],
  entities: [CustomerDocument],
  services: ({ config, clock, orm, privateFiles, outbox, userDirectory }) => {
    const documents = new DocumentService(privateFiles, outbox, config.publicUrl, clock);
    // An account's documents go with it: the rows by the foreign key, the images right after.
    userDirectory.onRemove(
      (em, ids) => documents.filesOf(em, ids),
      (names) => privateFiles.remove(names),
    );
    const documentRetention = new DocumentRetention(orm, documents, config.documentRetentionDays);
    documentRetention.start();
    return { documents, documentRetention };
  },
  resolvers: [DocumentResolver, BookingDocumentsResolver],
  stop: ({ documentRetention }) => documentRetention.stop(),
});
