import { useState } from 'react';
import type { Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useDeleteUsersMutation } from './useDeleteUsersMutation';
import { useDeleteUserMutation } from './useDeleteUserMutation';

/** SPEC.md section 8. */
export const USER_DELETE_MESSAGES = {
  oneFailed: 'Failed to delete user.',
  manyFailed: 'Failed to delete selected users.',
} as const;

/** Delete one and delete selected, each after window.confirm; `afterDelete` reloads the table. */
export function useUserDeletion(afterDelete: () => void) {
  const [deleteUser, { loading: deletingOne }] = useDeleteUserMutation();
  const [deleteUsers, { loading: deletingMany }] = useDeleteUsersMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const removeOne = async (user: { id: string; name: string }) => {
    if (!window.confirm(`Delete ${user.name}? Their bookings and notifications are deleted too.`)) return;
    setNotice(null);
    try {
      await deleteUser({ variables: { id: user.id } });
      setNotice({ kind: 'success', text: `${user.name} was deleted.` });
      afterDelete();
    } catch (error) {
      setNotice({ kind: 'error', text: USER_DELETE_MESSAGES.oneFailed, detail: serverMessage(error) });
    }
  };

  const removeMany = async (ids: string[]) => {
    if (ids.length === 0) return;
    const what = ids.length === 1 ? 'the selected user' : `the ${ids.length} selected users`;
    if (!window.confirm(`Delete ${what}? Their bookings and notifications are deleted too.`)) return;
    setNotice(null);
    try {
      const { data } = await deleteUsers({ variables: { ids } });
      const count = data?.deleteUsers ?? ids.length;
      setNotice({ kind: 'success', text: `${count} ${count === 1 ? 'user' : 'users'} deleted.` });
      afterDelete();
    } catch (error) {
      setNotice({ kind: 'error', text: USER_DELETE_MESSAGES.manyFailed, detail: serverMessage(error) });
    }
  };

  return { removeOne, removeMany, notice, deleting: deletingOne || deletingMany };
}
