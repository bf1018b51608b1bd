import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { ApprovalsPanel } from './approvals-panel';
import { CapabilitiesPanel } from './capabilities-panel';
import { ClockPanel } from './clock-panel';
import { ControlTokenPrompt } from './control-token-prompt';
import { DomainFaultsPanel } from './domain-faults-panel';
import { FaultsPanel } from './faults-panel';
import { JournalPanel } from './journal-panel';
import { MagicPanel } from './magic-panel';
import { OutboxPanel } from './outbox-panel';
import { ResetPanel } from './reset-panel';
import { SessionsPanel } from './sessions-panel';
import { SinkPanel } from './sink-panel';
import { SnapshotsPanel } from './snapshots-panel';
import { StubsPanel } from './stubs-panel';
import { TimelinePanel } from './timeline-panel';
import { WorldBanner } from './world-banner';

const tabs = [
  { value: 'sessions', label: 'Sessions' },
  { value: 'world', label: 'Reset & snapshots' },
  { value: 'approvals', label: 'Approvals' },
  { value: 'faults', label: 'Faults' },
  { value: 'stubs', label: 'Stubs' },
  { value: 'domain-faults', label: 'Domain faults' },
  { value: 'journal', label: 'Journal' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'outbox', label: 'Outbox' },
  { value: 'sink', label: 'Webhook sink' },
  { value: 'magic', label: 'Magic values' },
  { value: 'capabilities', label: 'Capabilities' },
] as const;

type TabValue = (typeof tabs)[number]['value'];
const isTab = (v: string | null): v is TabValue => tabs.some((t) => t.value === v);

/**
 * /__console: the mock control plane for people who don't write code. The world and the clock stay
 * on top of every tab; the tab is kept in ?tab= so a link (or a test) can open one directly.
 */
export function ConsolePage() {
  useDocumentTitle('Mock control console');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'sessions';

  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Container size="xl" py="lg" data-testid="console-page">
      <Stack gap="lg">
        <div>
          <Title order={2}>Mock control console</Title>
          <Text c="dimmed" size="sm">
            Sessions, time, faults, stubs and everything the mock backend recorded. Changes apply to the world this tab is in.
          </Text>
        </div>
        <ControlTokenPrompt />
        <WorldBanner />
        <ClockPanel />
        <Tabs value={tab} onChange={select} keepMounted={false}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} data-testid={`console-tab-${t.value}`}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="sessions" pt="md"><SessionsPanel /></Tabs.Panel>
          <Tabs.Panel value="world" pt="md">
            <Stack gap="lg">
              <ResetPanel />
              <SnapshotsPanel />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="approvals" pt="md"><ApprovalsPanel /></Tabs.Panel>
          <Tabs.Panel value="faults" pt="md"><FaultsPanel /></Tabs.Panel>
          <Tabs.Panel value="stubs" pt="md"><StubsPanel /></Tabs.Panel>
          <Tabs.Panel value="domain-faults" pt="md"><DomainFaultsPanel /></Tabs.Panel>
          <Tabs.Panel value="journal" pt="md"><JournalPanel /></Tabs.Panel>
          <Tabs.Panel value="timeline" pt="md"><TimelinePanel /></Tabs.Panel>
          <Tabs.Panel value="outbox" pt="md"><OutboxPanel /></Tabs.Panel>
          <Tabs.Panel value="sink" pt="md"><SinkPanel /></Tabs.Panel>
          <Tabs.Panel value="magic" pt="md"><MagicPanel /></Tabs.Panel>
          <Tabs.Panel value="capabilities" pt="md"><CapabilitiesPanel /></Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
