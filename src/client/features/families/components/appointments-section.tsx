import { Text } from '@mantine/core';
import type { Appointment } from '@shared/families/families.schema';
import { APPOINTMENT_STATUS_LABELS } from '../utils/family-labels';
import { formatDateTime } from '../utils/format';
import { DataTable, type DataColumn } from './data-table';
import { StatusBadge } from './status-badge';

const COLUMNS: DataColumn<Appointment>[] = [
  {
    key: 'type',
    label: 'Appointment',
    render: (appointment) => (
      <Text size="sm" fw={500}>
        {appointment.appointmentType}
      </Text>
    ),
  },
  { key: 'when', label: 'When', render: (appointment) => formatDateTime(appointment.scheduledDate) },
  { key: 'where', label: 'Where', render: (appointment) => appointment.location ?? '—' },
  {
    key: 'status',
    label: 'Status',
    render: (appointment) => <StatusBadge look={APPOINTMENT_STATUS_LABELS[appointment.status]} />,
  },
];

export function AppointmentsSection({ appointments }: { appointments: Appointment[] }) {
  if (appointments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No appointments booked.
      </Text>
    );
  }
  return (
    <DataTable
      rows={appointments}
      rowKey={(appointment) => appointment.id}
      columns={COLUMNS}
      minWidth={600}
    />
  );
}
