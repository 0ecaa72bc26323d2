import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { characterIds, type CharacterId } from '#contracts/characters.ts';
import { CharacterAvatar } from '#ui/avatar/CharacterAvatar.tsx';
import { Button, LinkButton } from '#ui/button/Button.tsx';
import { Icon } from '#ui/icons/Icon.tsx';

import * as css from './characterSelection.css.ts';
import { characters } from './characters.ts';

/** Spec: the chosen card shows as selected for a moment before the choice is passed on. */
export const selectionDelayMs = 300;

type CharacterSelectionProps = {
  /** The coach chosen last time, marked until the user picks again. */
  initialSelected?: CharacterId | null;
  onChoose: (characterId: CharacterId) => void;
  /** Shown beside the title: the home passes the credit widget (this slice knows no credits). */
  balance?: ReactNode;
};

/** "Who would you like to talk to?": the two coaches side by side, the weekly report and settings. */
export function CharacterSelection({ initialSelected = null, onChoose, balance }: CharacterSelectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [selected, setSelected] = useState<CharacterId | null>(initialSelected);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChoose = useRef(onChoose);
  useEffect(() => {
    latestOnChoose.current = onChoose;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (characterId: CharacterId) => {
    setSelected(characterId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnChoose.current(characterId), selectionDelayMs);
  };

  return (
    <div className={css.page}>
      <header className={css.header}>
        <div className={css.intro}>
          <p className={css.eyebrow}>
            <Trans>Votre espace</Trans>
          </p>
          <h1 id={titleId} className={css.title} tabIndex={-1} data-stage-heading>
            <Trans>Avec qui souhaitez-vous échanger ?</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>
              Choisissez le coach qui correspond à votre besoin du moment. Vous pourrez changer à tout moment.
            </Trans>
          </p>
        </div>
        {balance}
      </header>

      <ul className={css.grid} aria-labelledby={titleId}>
        {characterIds.map((id) => (
          <li key={id} className={css.item}>
            <CharacterCard characterId={id} selected={selected === id} onChoose={() => choose(id)} />
          </li>
        ))}
      </ul>

      <div className={css.footer}>
        <LinkButton to="/weekly-summary" tone="secondary">
          <Icon name="target" />
          <Trans>Mon résumé de la semaine</Trans>
        </LinkButton>
        <LinkButton to="/settings" tone="ghost">
          <Icon name="userCheck" />
          <Trans>Paramètres</Trans>
        </LinkButton>
      </div>
      <p className={css.aiNote}>
        <Icon name="sparkles" size="1rem" className={css.aiNoteIcon} />
        {t`Emma et Louis sont des intelligences artificielles : un soutien pour votre bien-être, pas un suivi médical.`}
      </p>
    </div>
  );
}

function CharacterCard({
  characterId,
  selected,
  onChoose,
}: {
  characterId: CharacterId;
  selected: boolean;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const roleId = useId();
  const character = characters[characterId];
  const name = character.name;
  return (
    <article className={css.card[characterId]} aria-labelledby={titleId} data-selected={selected}>
      <div className={css.top}>
        <CharacterAvatar characterId={characterId} size="lg" />
        <div className={css.identity}>
          <h2 id={titleId} className={css.name}>
            {name}
          </h2>
          <p id={roleId} className={css.role[characterId]}>
            {t(character.role)}
          </p>
        </div>
        {character.recommended && (
          <p className={css.badge}>
            <Icon name="sparkles" size="1rem" />
            <Trans>Recommandée</Trans>
          </p>
        )}
      </div>
      <p className={css.approach}>
        <Icon name={character.approachIcon} size="1.125rem" className={css.approachIcon[characterId]} />
        {t(character.approach)}
      </p>
      <p className={css.description}>{t(character.description)}</p>
      <ul className={css.features}>
        {character.features.map((feature) => (
          <li key={feature.id} className={css.feature}>
            <span className={css.featureIcon[characterId]}>
              <Icon name="check" size="1rem" />
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      <blockquote className={css.quote[characterId]}>{t(character.quote)}</blockquote>
      <div className={css.action}>
        <Button
          tone={selected || character.recommended ? 'primary' : 'secondary'}
          size="lg"
          className={css.chooseButton}
          aria-pressed={selected}
          aria-describedby={roleId}
          onClick={onChoose}
        >
          {selected && <Icon name="check" />}
          <Trans>Choisir {name}</Trans>
          {!selected && <Icon name="arrowRight" />}
        </Button>
      </div>
    </article>
  );
}
