import type { MockLink } from '@apollo/client/testing';
import { adminTokenValidDocument } from '../routes/admin/useAdminTokenCheck';

/** The server accepting the stored admin token, for every path change of the test. */
export function adminTokenAccepted(): MockLink.MockedResponse {
  return {
    request: { query: adminTokenValidDocument },
    result: { data: { adminTokenValid: true } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The server refusing the stored admin token, as it does for an expired or forged one. */
export function adminTokenRefused(): MockLink.MockedResponse {
  return {
    request: { query: adminTokenValidDocument },
    result: {
      errors: [{ message: 'Your session has expired or is invalid. Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
