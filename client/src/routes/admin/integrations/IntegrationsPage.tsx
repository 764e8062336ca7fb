import { AdminScreen } from '../AdminScreen';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';
import '../../../components/data-table.css';
import './integrations.css';

/** Integrations (issue 12): partner API keys and webhook endpoints. */
export function IntegrationsPage() {
  return (
    <AdminScreen title="Integrations">
      <ApiKeysSection />
      <WebhooksSection />
    </AdminScreen>
  );
}
