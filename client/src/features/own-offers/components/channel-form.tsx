import { Alert, Button, FileInput, Group, List, NativeSelect, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { appendMids, channelProblems, channelShowsAddress, channelShowsWebsite, midsFromCsv } from '@cashloop/shared/rules/own-offer-channel';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCreateChannel } from '../api/create-channel';
import { emptyChannel, type ChannelDraft } from '../wizard/wizard-model';
import { channelTypeChoices, type ChannelType } from '../wizard/wizard-steps';

/** The channel form of step 3: fields by type, MIDs typed or loaded from a .csv; saving resets it. */
export function ChannelForm({ retailerId }: { retailerId: string }) {
  const [draft, setDraft] = useState<ChannelDraft>(emptyChannel);
  const [touched, setTouched] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const create = useCreateChannel();
  const patch = (p: Partial<ChannelDraft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...p }));
  };
  const showWebsite = channelShowsWebsite(draft.channelType);
  const showAddress = channelShowsAddress(draft.channelType);
  // Hidden fields are not sent: a website typed before switching to INSTORE does not travel.
  const sent = {
    ...draft,
    website: showWebsite ? draft.website : '',
    address: showAddress ? draft.address : '',
    city: showAddress ? draft.city : '',
    postcode: showAddress ? draft.postcode : '',
  };
  const problems = channelProblems(sent);

  const loadCsv = async (file: File | null) => {
    setCsvFile(file);
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setCsvError(`${file.name} is not a .csv file: MIDs load from .csv files only`);
    const mids = midsFromCsv(await file.text());
    setCsvError(mids.length === 0 ? `${file.name} holds no MIDs below its header line` : null);
    patch({ mids: appendMids(draft.mids, mids) });
  };

  const save = () =>
    create.mutate(
      {
        retailerId,
        channelName: sent.channelName.trim(),
        channelType: sent.channelType,
        website: showWebsite ? sent.website.trim() : null,
        address: showAddress ? sent.address.trim() : null,
        city: showAddress ? sent.city.trim() : null,
        postcode: showAddress ? sent.postcode.trim() : null,
        mids: sent.mids.map((m) => m.trim()),
      },
      {
        onSuccess: () => {
          setDraft(emptyChannel());
          setCsvFile(null);
          setCsvError(null);
          setTouched(false);
        },
      },
    );

  return (
    <Stack gap="sm" data-testid="channel-form">
      <NativeSelect label="Channel type" data={[...channelTypeChoices]} value={draft.channelType} onChange={(e) => patch({ channelType: e.currentTarget.value as ChannelType })} />
      <TextInput label="Channel name" value={draft.channelName} onChange={(e) => patch({ channelName: e.currentTarget.value })} />
      {showWebsite && <TextInput label="Website" placeholder="example.co.uk" value={draft.website} onChange={(e) => patch({ website: e.currentTarget.value })} />}
      {showAddress && (
        <>
          <TextInput label="Address first line" value={draft.address} onChange={(e) => patch({ address: e.currentTarget.value })} />
          <SimpleGrid cols={2}>
            <TextInput label="City" value={draft.city} onChange={(e) => patch({ city: e.currentTarget.value })} />
            <TextInput label="Postcode" value={draft.postcode} onChange={(e) => patch({ postcode: e.currentTarget.value })} />
          </SimpleGrid>
        </>
      )}
      <TagsInput label="MIDs" description="Type a MID and press Enter" value={draft.mids} onChange={(mids) => patch({ mids })} clearable splitChars={[',', ' ']} />
      <FileInput
        label="Load MIDs from a .csv file"
        description="The first line is a header; every other line holds one MID"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={csvFile}
        onChange={(f) => void loadCsv(f)}
        clearable
        error={csvError}
        data-testid="mid-csv-input"
      />
      {touched && problems.length > 0 && (
        <List size="xs" c="dimmed" spacing={0} data-testid="channel-problems">
          {problems.slice(0, 5).map((p) => <List.Item key={p.path.join('.') + p.message}>{p.message}</List.Item>)}
        </List>
      )}
      {create.error != null && (
        <Alert color="red" title="The channel was not saved">{errorMessage(create.error)}</Alert>
      )}
      <Group justify="flex-end">
        <Text size="xs" c="dimmed">{draft.mids.length} MIDs</Text>
        <Button disabled={problems.length > 0} loading={create.isPending} onClick={save}>
          Save channel
        </Button>
      </Group>
    </Stack>
  );
}
