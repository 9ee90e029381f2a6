import { Input, SegmentedControl } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { fieldMessage } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import type { PropertyForm } from './property-form';

type ParkingChoiceProps = {
  form: PropertyForm;
  name: 'parking.space' | 'parking.type';
  label: string;
  options: { value: string; label: string }[];
};

/** One of two answers (private/public, on site/off site); unanswered until picked. */
export function ParkingChoice({ form, name, label, options }: ParkingChoiceProps) {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Input.Wrapper label={label} error={fieldMessage(t, fieldState.error?.message)}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={field.value ?? ''}
            onChange={field.onChange}
            data={options}
          />
        </Input.Wrapper>
      )}
    />
  );
}
