import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../../gql';
import type { ContactMessageRow_MessageFragment } from '../../../gql/graphql';
import { queryAllPages } from '../../../components/fetchAllPages';
import { contactMessageFragment, contactMessagesDocument } from './contactsQuery';

export const CONTACTS_CSV_FILE = 'contacts.csv';
export const CONTACTS_CSV_HEADER = ['Name', 'Email', 'Phone', 'Message', 'Date'] as const;

/** 'dd Mon yyyy, hh:mm am' in the reader's calendar. */
export function contactDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function contactCsvRow(m: ContactMessageRow_MessageFragment): string[] {
  return [m.name, m.email, m.phone, m.message, contactDate(m.createdAt)];
}

/** Every message matching the search. */
export function fetchAllContacts(client: ApolloClient, search: string): Promise<ContactMessageRow_MessageFragment[]> {
  return queryAllPages(client, {
    query: contactMessagesDocument,
    variables: (page, pageSize) => ({ search: search || null, page, pageSize }),
    pageOf: (data) => ({ items: getFragmentData(contactMessageFragment, data.contactMessages.items), total: data.contactMessages.total }),
  });
}
