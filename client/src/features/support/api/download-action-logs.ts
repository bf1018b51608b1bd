import { useMutation } from '@tanstack/react-query';
import { saveTextFile } from '@/lib/save-text-file';
import { actionLogCsv, actionLogFileName, sortedLog } from '../utils/action-log';
import { getSupportTicket } from './get-support-ticket';

/** The most log entries one call may ask for (the contract's page size limit). */
const CHUNK = 500;

/** Every page of the ticket's action log, merged (GET support/{ticketId}?page&size). */
export async function fetchWholeActionLog(ticketId: string) {
  const log: Record<string, { actions: string; notes: string }> = {};
  for (let page = 0; ; page++) {
    const envelope = await getSupportTicket(ticketId, page, CHUNK);
    Object.assign(log, envelope.missedTransactionQuery.actionLog);
    if ((page + 1) * CHUNK >= envelope.missedTransactionQuery.actionLogTotalElements) return log;
  }
}

/** 'Download logs': action_logs_{ticket id}.csv with Timestamp, Action, Notes, newest first. */
export function useDownloadActionLogs() {
  return useMutation({
    mutationFn: async (ticketId: string) => {
      const csv = actionLogCsv(sortedLog(await fetchWholeActionLog(ticketId)));
      saveTextFile(actionLogFileName(ticketId), csv, 'text/csv;charset=utf-8');
    },
  });
}
