import { Card, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useCapabilities, type Capabilities } from '../api/get-capabilities';
import { CopyableCode } from './copyable-code';

type Persona = Capabilities['personas'][number];
type Named = { name: string; description: string };

const personaColumns: DataTableColumn<Persona>[] = [
  { key: 'email', header: 'Email', render: (p) => <CopyableCode value={p.email} /> },
  { key: 'password', header: 'Password', render: (p) => <CopyableCode value={p.password} /> },
  { key: 'role', header: 'Role', render: (p) => p.role },
  { key: 'company', header: 'Publisher', render: (p) => `${p.companyName} (${p.sandboxOnly ? 'sandbox only' : p.publisherStatus})` },
  { key: 'mfa', header: 'MFA', render: (p) => (p.totpSecret ? 'TOTP code (pnpm totp <email>)' : 'Set up at first sign-in') },
];
const namedColumns: DataTableColumn<Named>[] = [
  { key: 'name', header: 'Name', render: (n) => <CopyableCode value={n.name} /> },
  { key: 'description', header: 'What it does', render: (n) => n.description },
];

/** What this control plane offers (GET /__mock/capabilities): personas, scenarios, fault kinds, domain fault kinds, simulators and headers. */
export function CapabilitiesPanel() {
  const caps = useCapabilities();
  const table = (title: string, testId: string, rows: Named[] | undefined) => (
    <Card>
      <Text fw={650} mb="sm">{title}</Text>
      <DataTable columns={namedColumns} rows={rows} rowKey={(n) => n.name} loading={caps.isPending} error={caps.error} onRetry={() => void caps.refetch()} testId={testId} />
    </Card>
  );
  return (
    <Stack gap="md">
      <Card>
        <Text fw={650} mb="sm">Demo personas</Text>
        <DataTable columns={personaColumns} rows={caps.data?.personas} rowKey={(p) => p.email} loading={caps.isPending} error={caps.error} onRetry={() => void caps.refetch()} testId="console-personas-table" />
      </Card>
      {table('Scenarios', 'console-scenarios-table', caps.data?.scenarios)}
      {table('Fault kinds', 'console-fault-kinds-table', caps.data?.faultKinds.map((f) => ({ name: f.kind, description: f.effect })))}
      {table('Domain fault kinds (POST /__mock/domain-faults)', 'console-domain-fault-kinds-table', caps.data?.domainFaultKinds.map((f) => ({ name: f.kind, description: f.effect })))}
      {table('Simulators', 'console-simulators-table', caps.data?.simulators.map((x) => ({ name: `${x.method} ${x.path}`, description: x.summary })))}
      {table('Stubs (answers in place of the engine)', 'console-stubs-table', caps.data?.stubs.map((x) => ({ name: `${x.method} ${x.path}`, description: x.summary })))}
      {table('Control headers', 'console-headers-table', caps.data?.headers.map((h) => ({ name: h.name, description: h.effect })))}
    </Stack>
  );
}
