import { supportEndpoints, type SupportAction } from '@cashloop/shared/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { supportTicketQueryOptions } from './get-support-ticket';
import { supportKey } from './support-keys';

/** POST support/{ticketId} {actions, notes}: the answer is the ticket as GET gives it (log page 1). */
export const addSupportAction = ({ ticketId, actions, notes }: { ticketId: string; actions: SupportAction; notes: string }) =>
  callEndpoint(supportEndpoints.act, { params: { ticketId }, body: { actions, notes } });

/** The answer replaces the screen's data; everything else of support (lists, other log pages) reloads. */
export function useAddSupportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSupportAction,
    onSuccess: (envelope, { ticketId }) => {
      client.setQueryData(supportTicketQueryOptions(ticketId, 0).queryKey, envelope);
      void client.invalidateQueries({ queryKey: supportKey, predicate: (q) => q.state.data !== envelope });
    },
  });
}
