// One scenario in the list: open it, rename it inline (F2 or the Rename button), add and remove
// tags, duplicate, export, delete. Every control's accessible name includes the scenario's name.

import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../models/scenario/limits';
import type { ScenarioSummary } from '../storage/types';

export interface ScenarioRowActions {
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onSetTags: (id: string, tags: string[]) => void;
  onDuplicate: (summary: ScenarioSummary) => void;
  onExport: (summary: ScenarioSummary) => void;
  onDelete: (summary: ScenarioSummary) => void;
}

interface ScenarioRowProps extends ScenarioRowActions {
  summary: ScenarioSummary;
  formatDate: (ms: number) => string;
  tagListId: string;
}

export function ScenarioRow({ summary, formatDate, tagListId, ...actions }: ScenarioRowProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [addingTag, setAddingTag] = useState(false);
  // Enter/Escape settle an edit; the blur that may follow when the input is removed must not
  // commit it a second time (or commit what Escape discarded).
  const settled = useRef(false);
  const name = summary.name.trim() === '' ? t('scenarios.untitled') : summary.name;

  function startRename() {
    settled.current = false;
    setRenaming(true);
  }

  function startTag() {
    settled.current = false;
    setAddingTag(true);
  }

  function cancel() {
    settled.current = true;
    setRenaming(false);
    setAddingTag(false);
  }

  function commitRename(value: string) {
    if (settled.current) return;
    settled.current = true;
    setRenaming(false);
    const next = value.trim();
    if (next !== '' && next !== summary.name) actions.onRename(summary.id, next);
  }

  function commitTag(value: string) {
    if (settled.current) return;
    settled.current = true;
    setAddingTag(false);
    const tag = value.trim();
    if (tag !== '') actions.onSetTags(summary.id, [...summary.tags, tag]);
  }

  function onNameKey(e: KeyboardEvent) {
    if (e.key === 'F2') {
      e.preventDefault();
      startRename();
    }
  }

  return (
    <div className="scenario-row">
      <div className="scenario-row__main">
        {renaming ? (
          <input
            className="scenario-row__rename"
            aria-label={t('scenarios.nameLabel', { name })}
            defaultValue={summary.name}
            maxLength={LIMITS.maxNameChars}
            autoFocus
            onFocus={(e) => e.currentTarget.select()}
            onBlur={(e) => commitRename(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitRename(e.currentTarget.value);
              else if (e.key === 'Escape') {
                e.preventDefault();
                cancel();
              }
            }}
          />
        ) : (
          <button
            type="button"
            className="scenario-row__name"
            aria-label={t('scenarios.openNamed', { name })}
            title={name}
            onClick={() => actions.onOpen(summary.id)}
            onKeyDown={onNameKey}
          >
            {name}
          </button>
        )}
        <div className="scenario-row__meta">
          <span className="scenario-row__date" title={t('scenarios.created', { date: formatDate(summary.createdAt) })}>
            {t('scenarios.updated', { date: formatDate(summary.updatedAt) })}
          </span>
          <ul className="tag-list" aria-label={t('scenarios.tagsLabel', { name })}>
            {summary.tags.map((tag) => (
              <li key={tag} className="tag">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tag__remove"
                  aria-label={t('scenarios.removeTag', { tag, name })}
                  onClick={() => actions.onSetTags(summary.id, summary.tags.filter((x) => x !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
            <li>
              {addingTag ? (
                <input
                  className="tag-input"
                  aria-label={t('scenarios.tagInputLabel', { name })}
                  list={tagListId}
                  maxLength={40}
                  autoFocus
                  onBlur={(e) => commitTag(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') commitTag(e.currentTarget.value);
                    else if (e.key === 'Escape') {
                      e.preventDefault();
                      cancel();
                    }
                  }}
                />
              ) : (
                <button type="button" className="tag-add" aria-label={t('scenarios.addTagNamed', { name })} onClick={startTag}>
                  + {t('scenarios.addTag')}
                </button>
              )}
            </li>
          </ul>
        </div>
      </div>
      <div className="scenario-row__actions">
        <button type="button" className="link-button" aria-label={t('scenarios.renameNamed', { name })} onClick={startRename}>
          {t('scenarios.rename')}
        </button>
        <button type="button" className="link-button" aria-label={t('scenarios.duplicateNamed', { name })} onClick={() => actions.onDuplicate(summary)}>
          {t('scenarios.duplicate')}
        </button>
        <button type="button" className="link-button" aria-label={t('scenarios.exportNamed', { name })} onClick={() => actions.onExport(summary)}>
          {t('scenarios.exportOne')}
        </button>
        <button
          type="button"
          className="link-button link-button--danger"
          aria-label={t('scenarios.deleteNamed', { name })}
          onClick={() => actions.onDelete(summary)}
        >
          {t('scenarios.delete')}
        </button>
      </div>
    </div>
  );
}
