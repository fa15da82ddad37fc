import { i18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { useLanguage, type MessageId, type MessageValues } from './i18n';

/**
 * A message with elements inside it: `<0>…</0>` in the catalogue is `components[0]` with the
 * text between as its children ('Read the <0>privacy policy</0>'), so a sentence is never cut
 * into pieces a translation cannot reorder.
 */
export function Trans({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  useLanguage();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
