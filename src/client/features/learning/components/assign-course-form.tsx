import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Loader, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import {
  FAMILY_OPTIONS_PAGE_SIZE,
  useAssignCourse,
  useAssignableCourses,
  useAssignmentFamilies,
} from '../api/use-assignments';
import {
  canAssign,
  familyOptionLabel,
  mergeFamilyOptions,
  toAssignCourseBody,
  type AssignCourseValues,
  type FamilyOption,
} from '../utils/assignment-terms';

const SEARCH_DEBOUNCE_MS = 300;
const today = () => new Date().toISOString().slice(0, 10);

interface AssignCourseFormProps {
  /** Families chosen on the page before the dialog opened. */
  initialFamilies: FamilyOption[];
  onCancel: () => void;
  onAssigned: () => void;
}

/** The Assign Course dialog: families (searched on the server), a published course, due date, required or not. */
export function AssignCourseForm({ initialFamilies, onCancel, onAssigned }: AssignCourseFormProps) {
  const [values, setValues] = useState<AssignCourseValues>({
    familyIds: initialFamilies.map((family) => family.value),
    courseId: null,
    dueDate: null,
    requirement: 'required',
  });
  const [chosen, setChosen] = useState<FamilyOption[]>(initialFamilies);
  const [searchText, setSearchText] = useState('');
  // While the calendar is open, Escape closes it and not the whole dialog (Mantine's modal honours this mark).
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const families = useAssignmentFamilies(search, 1, FAMILY_OPTIONS_PAGE_SIZE);
  const courses = useAssignableCourses();
  const assign = useAssignCourse();
  const found = (families.data?.items ?? []).map((family) => ({
    value: family.familyId,
    label: familyOptionLabel(family),
  }));
  const options = mergeFamilyOptions(chosen, found);

  function chooseFamilies(ids: string[]) {
    setChosen(options.filter((option) => ids.includes(option.value)));
    setValues((current) => ({ ...current, familyIds: ids }));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canAssign(values)) assign.mutate(toAssignCourseBody(values), { onSuccess: onAssigned });
      }}
    >
      <Stack gap="sm">
        <MultiSelect
          label="Families"
          placeholder={values.familyIds.length === 0 ? 'Search by contact name or family id' : undefined}
          data={options}
          value={values.familyIds}
          onChange={chooseFamilies}
          searchable
          searchValue={searchText}
          onSearchChange={setSearchText}
          filter={({ options: all }) => all}
          nothingFoundMessage={families.isFetching ? 'Searching…' : 'No families found'}
          rightSection={families.isFetching ? <Loader size={14} /> : undefined}
          hidePickedOptions
          data-autofocus
        />
        <Select
          label="Course"
          placeholder={courses.isError ? 'Unable to load courses' : 'Choose a published course'}
          data={(courses.data ?? []).map((course) => ({
            value: course.id,
            label: `${course.title} (${course.durationMinutes} min)`,
          }))}
          value={values.courseId}
          onChange={(courseId) => setValues((current) => ({ ...current, courseId }))}
          searchable
          nothingFoundMessage="No published courses"
          error={courses.isError ? 'Unable to load the published courses' : undefined}
        />
        <DateInput
          label="Due date"
          placeholder="No due date"
          valueFormat="MMM D, YYYY"
          minDate={today()}
          clearable
          value={values.dueDate}
          onChange={(dueDate) => {
            setCalendarOpen(false);
            setValues((current) => ({ ...current, dueDate }));
          }}
          onFocus={() => setCalendarOpen(true)}
          onClick={() => setCalendarOpen(true)}
          onBlur={() => setCalendarOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setCalendarOpen(false);
          }}
          data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
        />
        <Radio.Group
          label="Requirement"
          value={values.requirement}
          onChange={(requirement) =>
            setValues((current) => ({
              ...current,
              requirement: requirement as AssignCourseValues['requirement'],
            }))
          }
        >
          <Group gap="lg" mt={6}>
            <Radio value="required" label="Required" />
            <Radio value="optional" label="Optional" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canAssign(values)} loading={assign.isPending}>
            Assign Course
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
