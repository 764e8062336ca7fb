import { getFragmentData, type FragmentType } from '../../../gql';
import { MessageIcon, PhoneIcon } from '../../../components/icons';
import { internationalPhone } from '../../../site/siteSettings';
import { contactDate } from './contactsCsv';
import { contactMessageFragment } from './contactsQuery';

/** The call and chat links of a message's phone, with India's +91 prefix (SPEC.md section 2). */
function ContactActions({ name, phone }: { name: string; phone: string }) {
  const digits = internationalPhone(phone);
  return (
    <span className="contact-actions">
      <a className="btn btn--ghost btn--small" href={`tel:+${digits}`} aria-label={`Call ${name}`}>
        <PhoneIcon size={16} /> Call
      </a>
      <a
        className="btn btn--ghost btn--small"
        href={`https://wa.me/${digits}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${name}`}
      >
        <MessageIcon size={16} /> Chat
      </a>
    </span>
  );
}

interface Props {
  messages: readonly FragmentType<typeof contactMessageFragment>[];
  busy: boolean;
}

/** Contact Messages: Name, Email, Phone, Message, Date, Actions. */
export function ContactMessagesTable(props: Props) {
  const messages = getFragmentData(contactMessageFragment, props.messages);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={props.busy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Message</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.name}</th>
              <td>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </td>
              <td>{m.phone}</td>
              <td className="contact-message-text">{m.message}</td>
              <td>{contactDate(m.createdAt)}</td>
              <td>
                <ContactActions name={m.name} phone={m.phone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
