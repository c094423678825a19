import Box from '@mui/material/Box';
import {
  type Destination,
  type DestinationInput,
  destinationInput,
  destinationTypeLabels,
  destinationLabels as L,
} from '@rikuun/contract';
import { useEffect, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TimeFieldControl } from '../../../components/form/DateFieldControl.tsx';
import { formGrid } from '../../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../../components/form/SelectControl.tsx';
import {
  emptyToNull,
  TextFieldControl,
  toOptionalNumber,
} from '../../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../../components/form/use-dialog-form.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import { useListClientBasesQuery } from '../../clients/index.ts';
import { AddressFields } from '../../reference-data/index.ts';
import { useCreateDestinationMutation, useUpdateDestinationMutation } from '../destinations.api.ts';
import { destinationToInput, newDestinationValues, valuesFromClientBase } from './destination-form-values.ts';

type Props = {
  courseId: string;
  /** The course's 取引先: its bases can be picked as the stop. */
  clientId: string | null;
  /** The stop to edit; none: a new one, added after the last. */
  destination?: Destination;
  onClose: () => void;
};

const typeOptions = optionsFrom(destinationTypeLabels);

/** Adds or edits a stop of a course. */
export function DestinationFormDialog({ courseId, clientId, destination, onClose }: Props) {
  const [createDestination] = useCreateDestinationMutation();
  const [updateDestination] = useUpdateDestinationMutation();
  const { data: sites } = useListClientBasesQuery(clientId ?? '', { skip: !clientId });
  const { form, control, dialog } = useDialogForm({
    schema: destinationInput,
    defaultValues: destination ? destinationToInput(destination) : newDestinationValues(),
    version: destination?.version,
    toValues: (latest) => destinationToInput(latest as unknown as Destination),
    onSubmit: async (body) => {
      if (destination) await updateDestination({ courseId, id: destination.id, body }).unwrap();
      else await createDestination({ courseId, body }).unwrap();
      notifySuccess(destination ? '保存しました' : '配送先を追加しました');
      onClose();
    },
  });
  const { setValue } = form;

  // Picking a 取引先拠点 fills the stop from it (once per pick); the fields stay editable.
  const siteId = useWatch({ control, name: 'clientBaseId' });
  const shownSite = useRef(siteId);
  useEffect(() => {
    if (siteId === shownSite.current) return;
    shownSite.current = siteId;
    const site = sites?.data.find((s) => s.id === siteId);
    if (!site) return;
    for (const [key, value] of Object.entries(valuesFromClientBase(site)))
      setValue(key as keyof DestinationInput, value, { shouldDirty: true, shouldValidate: true });
  }, [siteId, sites, setValue]);
  const siteOptions = (sites?.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <FormDialog
      title={destination ? '配送先の編集' : '配送先の追加'}
      {...dialog}
      onClose={onClose}
      maxWidth="md"
    >
      {/* FormProvider: AddressFields reads the form from context. */}
      <FormProvider {...form}>
        <Box sx={formGrid}>
          <SelectControl control={control} name="type" label={L.type} options={typeOptions} required />
          {clientId && sites ? (
            <SelectControl
              control={control}
              name="clientBaseId"
              label={L.clientBaseId}
              options={siteOptions}
              emptyLabel="指定しない"
              helperText="選ぶと名前・住所・指定時間を拠点から入れます"
            />
          ) : (
            <Box />
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          </Box>
          <AddressFields />
          <TextFieldControl control={control} name="phone" label={L.phone} parse={emptyToNull} type="tel" />
          <TextFieldControl
            control={control}
            name="serviceMinutes"
            label={L.serviceMinutes}
            parse={toOptionalNumber}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TimeFieldControl control={control} name="timeWindowStart" label={L.timeWindowStart} />
          <TimeFieldControl control={control} name="timeWindowEnd" label={L.timeWindowEnd} />
          <TextFieldControl
            control={control}
            name="quantity"
            label={L.quantity}
            parse={toOptionalNumber}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextFieldControl
            control={control}
            name="weightKg"
            label={`${L.weightKg}（kg）`}
            parse={toOptionalNumber}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextFieldControl
            control={control}
            name="latitude"
            label={L.latitude}
            parse={toOptionalNumber}
            helperText="空欄なら住所から位置を検索します"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextFieldControl
            control={control}
            name="longitude"
            label={L.longitude}
            parse={toOptionalNumber}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="memo"
              label={L.memo}
              multiline
              minRows={2}
              parse={emptyToNull}
            />
          </Box>
        </Box>
      </FormProvider>
    </FormDialog>
  );
}
