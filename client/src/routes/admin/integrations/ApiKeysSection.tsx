import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import type { ApiKeyScope } from '../../../gql/graphql';
import { useCreateApiKeyMutation } from './useCreateApiKeyMutation';
import { useRevokeApiKeyMutation } from './useRevokeApiKeyMutation';
import { apiKeysDocument } from './integrationsDocuments';
import { ChoiceSet, formatWhen, ShownOnce } from './ShownOnce';
import { QueryCell } from '../../../components/QueryCell';

const SCOPES = [
  { value: 'CatalogueRead' as ApiKeyScope, label: 'catalogue:read (cars, availability, quotes)' },
  { value: 'BookingsRead' as ApiKeyScope, label: 'bookings:read (its bookings, no licence)' },
  { value: 'BookingsWrite' as ApiKeyScope, label: 'bookings:write (book for a customer)' },
];
const scopeName = (s: ApiKeyScope) => SCOPES.find((c) => c.value === s)?.label.split(' ')[0] ?? s;

/** Partner API keys: create with a name and scopes (the key is shown once), see last use, revoke. */
export function ApiKeysSection() {
  const { data, error, refetch } = useQuery(apiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [createKey, creation] = useCreateApiKeyMutation();
  const [revokeKey, revocation] = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['CatalogueRead' as ApiKeyScope]);
  const [newKey, setNewKey] = useState<string | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await createKey({ variables: { name, scopes } });
      setNewKey(res.data?.createApiKey.key ?? null);
      setName('');
      void refetch().catch(() => undefined);
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to create the API key.');
    }
  };
  const revoke = async (id: string, keyName: string) => {
    if (!window.confirm(`Revoke the key "${keyName}"? Requests with it are refused at once.`)) return;
    try {
      await revokeKey({ variables: { id } });
      toast.success('API key revoked.');
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to revoke the API key.');
    }
  };

  return (
    <section className="integrations__section" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">Partner API keys</h2>
      <form
        className="integrations__form"
        onSubmit={(e) => {
          void create(e);
        }}
      >
        <label>
          Name{' '}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Hotel Sayaji front desk"
            required
            maxLength={80}
          />
        </label>
        <ChoiceSet legend="Scopes" choices={SCOPES} chosen={scopes} onChange={setScopes} />
        <button type="submit" className="btn btn--primary" disabled={creation.loading || !name.trim() || scopes.length === 0}>
          Create key
        </button>
      </form>
      {newKey && <ShownOnce label="The new API key." value={newKey} onDismiss={() => setNewKey(null)} />}
      <QueryCell
        data={data?.apiKeys}
        error={error}
        loading={null}
        failure="Failed to load API keys."
        retry={refetch}
        isEmpty={(keys) => keys.length === 0}
        empty={<p>No API keys yet.</p>}
      >
        {(keys) => (
          <table className="data-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Key</th>
                <th>Scopes</th>
                <th>Created</th>
                <th>Last used</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{k.scopes.map(scopeName).join(', ')}</td>
                  <td>{formatWhen(k.createdAt)}</td>
                  <td>{formatWhen(k.lastUsedAt)}</td>
                  <td>{k.revokedAt ? `Revoked ${formatWhen(k.revokedAt)}` : 'Active'}</td>
                  <td>
                    {!k.revokedAt && (
                      <button
                        type="button"
                        className="btn btn--danger"
                        disabled={revocation.loading}
                        onClick={() => {
                          void revoke(k.id, k.name);
                        }}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryCell>
    </section>
  );
}
