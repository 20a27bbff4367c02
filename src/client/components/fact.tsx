import { Text, type TextProps } from '@mantine/core';

interface FactProps {
  label: string;
  value: string;
  /** The pair is an entry of a description list (`<dl>`): the label is its `<dt>`, the value its `<dd>`. */
  inList?: boolean;
  /** Changes to the label's look: small grey capitals. */
  labelProps?: TextProps;
  /** Changes to the value's look: small text that wraps anywhere rather than run out of its column. */
  valueProps?: TextProps;
}

/** One of a record's key facts: its label over its value (a family's header, a certificate, a course to create). */
export function Fact({ label, value, inList = false, labelProps, valueProps }: FactProps) {
  return (
    <div>
      <Text component={inList ? 'dt' : 'p'} size="xs" c="dimmed" tt="uppercase" fw={600} {...labelProps}>
        {label}
      </Text>
      <Text component={inList ? 'dd' : 'p'} size="sm" style={{ overflowWrap: 'anywhere' }} {...valueProps}>
        {value}
      </Text>
    </div>
  );
}
