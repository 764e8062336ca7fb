import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import type { WebhookEventType } from '../../../gql/graphql';
import { useCreateWebhookEndpointMutation } from './useCreateWebhookEndpointMutation';
import { useWebhookEndpointActions } from './useWebhookEndpointActions';
import { webhookDeliveriesDocument, webhookEndpointsDocument } from './integrationsDocuments';
import { ChoiceSet, formatWhen, ShownOnce } from './ShownOnce';
import { QueryCell } from '../../../components/QueryCell';

const EVENTS = [
  { value: 'BookingCreated' as WebhookEventType, label: 'booking.created' },
  { value: 'BookingStatusChanged' as WebhookEventType, label: 'booking.status_changed' },
  { value: 'BookingRescheduled' as WebhookEventType, label: 'booking.rescheduled' },
  { value: 'BookingCancelled' as WebhookEventType, label: 'booking.cancelled' },
  { value: 'CarChanged' as WebhookEventType, label: 'car.changed' },
];
const eventName = (e: WebhookEventType) => EVENTS.find((c) => c.value === e)?.label ?? e;

/** An endpoint's delivery log: status, attempts, last answer. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, error, refetch } = useQuery(webhookDeliveriesDocument, { variables: { endpointId }, fetchPolicy: 'network-only' });
  return (
    <QueryCell
      data={error ? undefined : data?.webhookDeliveries}
      error={error}
      loading={<p>Loading deliveries…</p>}
      failure={<p role="alert">Failed to load the delivery log.</p>}
      isEmpty={(deliveries) => deliveries.length === 0}
      empty={<p>No deliveries yet.</p>}
    >
      {(deliveries) => (
        <>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              void refetch();
            }}
          >
            Refresh log
          </button>
          <table className="data-table" aria-label="Delivery log">
            <thead>
              <tr>
                <th>Event</th>
                <th>Status</th>
                <th>Attempts</th>
                <th>Last answer</th>
                <th>Last attempt</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td>{d.eventType}</td>
                  <td>{d.status}</td>
                  <td>{d.attempts}</td>
                  <td>{d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '—')}</td>
                  <td>{formatWhen(d.lastAttemptAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </QueryCell>
  );
}

/** Webhook endpoints: register (the signing secret is shown once), send a test event, read the log, enable, delete. */
export function WebhooksSection() {
  const { data, error, refetch } = useQuery(webhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const [createEndpoint, creation] = useCreateWebhookEndpointMutation();
  const actions = useWebhookEndpointActions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['BookingCreated' as WebhookEventType]);
  const [secret, setSecret] = useState<string | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const reload = () => {
    void refetch().catch(() => undefined);
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await createEndpoint({ variables: { url, events } });
      setSecret(res.data?.createWebhookEndpoint.secret ?? null);
      setUrl('');
      reload();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to add the endpoint.');
    }
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      reload();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'That did not work. Please try again.');
    }
  };

  return (
    <section className="integrations__section" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhooks</h2>
      <form
        className="integrations__form"
        onSubmit={(e) => {
          void create(e);
        }}
      >
        <label>
          Endpoint URL{' '}
          <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://partner.example/hooks" required />
        </label>
        <ChoiceSet legend="Events" choices={EVENTS} chosen={events} onChange={setEvents} />
        <button type="submit" className="btn btn--primary" disabled={creation.loading || !url.trim() || events.length === 0}>
          Add endpoint
        </button>
      </form>
      {secret && <ShownOnce label="The endpoint's signing secret." value={secret} onDismiss={() => setSecret(null)} />}
      <QueryCell
        data={data?.webhookEndpoints}
        error={error}
        loading={null}
        failure="Failed to load webhook endpoints."
        retry={refetch}
        isEmpty={(endpoints) => endpoints.length === 0}
        empty={<p>No webhook endpoints yet.</p>}
      >
        {(endpoints) =>
          endpoints.map((ep) => (
            <article key={ep.id} className="integrations__endpoint" aria-label={ep.url}>
              <h3>
                <code>{ep.url}</code>
              </h3>
              <p>{ep.events.map(eventName).join(', ')}</p>
              <p>
                {ep.disabledAt ? (
                  <strong role="alert">
                    Disabled {formatWhen(ep.disabledAt)}: {ep.disabledReason}
                  </strong>
                ) : (
                  'Active'
                )}
              </p>
              <div className="integrations__row">
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={actions.busy}
                  onClick={() => {
                    void act(() => actions.sendTest({ variables: { id: ep.id } }), 'Test event queued.');
                  }}
                >
                  Send test event
                </button>
                {ep.disabledAt && (
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={actions.busy}
                    onClick={() => {
                      void act(() => actions.enable({ variables: { id: ep.id } }), 'Endpoint enabled.');
                    }}
                  >
                    Enable
                  </button>
                )}
                <button type="button" className="btn btn--ghost" onClick={() => setOpenLog(openLog === ep.id ? null : ep.id)}>
                  {openLog === ep.id ? 'Hide deliveries' : 'Deliveries'}
                </button>
                <button
                  type="button"
                  className="btn btn--danger"
                  disabled={actions.busy}
                  onClick={() => {
                    if (window.confirm(`Delete the endpoint ${ep.url} and its delivery log?`))
                      void act(() => actions.remove({ variables: { id: ep.id } }), 'Endpoint deleted.');
                  }}
                >
                  Delete
                </button>
              </div>
              {openLog === ep.id && <DeliveryLog endpointId={ep.id} />}
            </article>
          ))
        }
      </QueryCell>
    </section>
  );
}
