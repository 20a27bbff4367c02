import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { queryKeys } from '@client/lib/query-keys';

/** Base path of the staff learning routes (src/server/features/learning/README.md). */
export const LEARNING_API = '/staff/learning';

export const coursePath = (courseId: string) => `${LEARNING_API}/courses/${encodeURIComponent(courseId)}`;
export const lessonPath = (courseId: string, lessonId: string) =>
  `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

export interface Toast {
  title: string;
  message: string;
}

/** The spec's failure toasts (spec 02 §8) are titled 'Error' unless they name their own title. */
export const errorToast = (message: string, title = 'Error'): Toast => ({ title, message });

/**
 * A learning change: the spec's toast on success or failure, then every staff learning read is refreshed
 * (a lesson change moves the course card's count, an assignment the analytics).
 */
export function useLearningMutation<TVariables, TResult>(
  request: (variables: TVariables) => Promise<TResult>,
  success: (result: TResult, variables: TVariables) => Toast | null,
  /** The spec's failure toast, or one built from the error (when the server's reason helps). */
  failure: Toast | ((error: unknown) => Toast),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, variables) => {
      const toast = success(result, variables);
      if (toast) notifications.show({ color: 'teal', ...toast });
    },
    onError: (error) =>
      notifications.show({ color: 'red', ...(typeof failure === 'function' ? failure(error) : failure) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
  });
}
