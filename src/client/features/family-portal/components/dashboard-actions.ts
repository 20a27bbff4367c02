import { createContext, useContext } from 'react';

/** A journey upload item to fill (what the documents feature's upload dialog needs to know). */
export interface UploadRequest {
  /** The item to fill; absent when it was handed in already and the upload adds another file under its name. */
  documentId?: string;
  stepId: number;
  documentName: string;
}

/** A message to write: to someone on the support team (null: the caseworker, or the agency's team), or a visit request. */
export interface MessageRequest {
  toUserId: string | null;
  topic: 'message' | 'visit';
}

/**
 * What the dashboard asks of the page around it (the upload dialog belongs to the documents feature, the
 * message composer to Messages).
 */
export interface DashboardActions {
  /** Opens the upload dialog, for one journey document or (null) to let the family pick one. */
  onUploadDocument: (request: UploadRequest | null) => void;
  /**
   * Opens the form of a journey form or e-signature item (the signing feature's page); resolves false when the
   * item has no form to fill online.
   */
  onOpenForm: (documentId: string) => Promise<boolean>;
  /** Opens the message composer (Send Message, Schedule Visit, the support team's message buttons). */
  onWriteMessage: (request: MessageRequest) => void;
}

export const DashboardActionsContext = createContext<DashboardActions | null>(null);

export function useDashboardActions(): DashboardActions {
  const actions = useContext(DashboardActionsContext);
  if (!actions) throw new Error('Dashboard tiles must be rendered inside FamilyDashboardView');
  return actions;
}
