import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { errorMessage } from '@client/lib/api-client';
import { downloadApprovalDocument } from '../api/issued-documents';

/** Downloads a sealed document Haven issued the family (its Certificate of Approval, a Notice of Action). */
export function IssuedDocumentButton({ document, label }: { document: IssuedDocument; label: string }) {
  const { t } = useTranslation('familyApproval');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadApprovalDocument(document);
    } catch (error) {
      notifications.show({ color: 'red', title: t('downloadError'), message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="light"
      mih={44}
      w="fit-content"
      maw="100%"
      loading={downloading}
      onClick={() => void download()}
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {label}
    </Button>
  );
}
