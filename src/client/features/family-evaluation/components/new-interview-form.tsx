import type { InterviewList } from '@shared/family-evaluation/family-evaluation.schema';
import { useCreateInterview } from '../api/use-interview-mutations';
import { emptySections, InterviewForm } from './interview-form';

interface NewInterviewFormProps {
  familyId: string;
  household: InterviewList['household'];
  onDone: () => void;
}

/** Records a new interview (its first version), then closes. */
export function NewInterviewForm({ familyId, household, onDone }: NewInterviewFormProps) {
  const create = useCreateInterview(familyId);
  return (
    <InterviewForm
      household={household}
      initial={{
        memberId: '',
        interviewDate: new Date().toLocaleDateString('en-CA'),
        presentMemberIds: [],
        presentOthers: '',
        sections: emptySections(),
      }}
      choosesMember
      submitLabel="Save interview"
      submitting={create.isPending}
      onSubmit={(values) => create.mutate(values, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
