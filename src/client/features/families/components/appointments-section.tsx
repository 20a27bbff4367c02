import { Text } from '@mantine/core';
import type { Appointment } from '@shared/families/families.schema';
import { formatDateTime } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';

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
    render: (appointment) => <StatusBadge kind="appointment" status={appointment.status} />,
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
