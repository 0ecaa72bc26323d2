/**
 * The quotes of /quotes: written for this product, in the voice of each coach, in both
 * languages (content, not interface wording: the page picks the reader's language). 30 for
 * Emma, 30 for Louis, in the spec's six categories.
 */
import type { CharacterId } from '#contracts/characters.ts';
import type { Locale } from '#core/locale.ts';

export const quoteCategories = [
  'motivation',
  'wellbeing',
  'growth',
  'resilience',
  'mindfulness',
  'success',
] as const;
export type QuoteCategory = (typeof quoteCategories)[number];

export type QuoteText = { text: string; context: string; keywords: readonly string[] };
export type Quote = { id: string; character: CharacterId; category: QuoteCategory } & Record<
  Locale,
  QuoteText
>;

function quote(
  id: string,
  character: CharacterId,
  category: QuoteCategory,
  fr: [string, string, string],
  en: [string, string, string],
): Quote {
  const words = (list: string) => list.split(',').map((word) => word.trim());
  return {
    id,
    character,
    category,
    fr: { text: fr[0], context: fr[1], keywords: words(fr[2]) },
    en: { text: en[0], context: en[1], keywords: words(en[2]) },
  };
}

export const quotes: readonly Quote[] = [
  quote(
    'emma-1',
    'emma',
    'mindfulness',
    [
      'Respirer lentement, c’est déjà se rendre visite.',
      'Quand la journée va trop vite',
      'respiration, calme, pause',
    ],
    [
      'Breathing slowly is already a way of visiting yourself.',
      'When the day moves too fast',
      'breathing, calm, pause',
    ],
  ),
  quote(
    'emma-2',
    'emma',
    'mindfulness',
    [
      'Le calme n’est pas l’absence de bruit, c’est une place que l’on se garde.',
      'Dans un quotidien agité',
      'calme, bruit, refuge',
    ],
    [
      'Calm is not the absence of noise, it is a place you keep for yourself.',
      'In a hectic everyday life',
      'calm, noise, refuge',
    ],
  ),
  quote(
    'emma-3',
    'emma',
    'mindfulness',
    [
      'Vous avez le droit de poser votre sac, même quelques minutes.',
      'Après une longue journée',
      'repos, fatigue, permission',
    ],
    [
      'You are allowed to put your bag down, even for a few minutes.',
      'After a long day',
      'rest, tiredness, permission',
    ],
  ),
  quote(
    'emma-4',
    'emma',
    'mindfulness',
    [
      'Une pensée n’est qu’un nuage : regardez-la passer sans la retenir.',
      'Face aux ruminations du soir',
      'pensées, nuit, lâcher prise',
    ],
    [
      'A thought is only a cloud: watch it pass without holding on.',
      'Facing late-night rumination',
      'thoughts, night, letting go',
    ],
  ),
  quote(
    'emma-5',
    'emma',
    'mindfulness',
    [
      'La douceur envers soi commence par un souffle plus long que les autres.',
      'Pour revenir à soi',
      'douceur, souffle, présence',
    ],
    [
      'Kindness to yourself begins with one breath longer than the others.',
      'To come back to yourself',
      'kindness, breath, presence',
    ],
  ),
  quote(
    'emma-6',
    'emma',
    'wellbeing',
    [
      'Une émotion accueillie finit toujours par se transformer.',
      'Quand la tristesse est là',
      'tristesse, accueil, émotion',
    ],
    [
      'An emotion that is welcomed always ends up changing.',
      'When sadness is here',
      'sadness, welcome, emotion',
    ],
  ),
  quote(
    'emma-7',
    'emma',
    'wellbeing',
    [
      'Pleurer n’est pas reculer, c’est faire de la place.',
      'Après un moment difficile',
      'larmes, libération, émotion',
    ],
    ['Crying is not going backwards, it is making room.', 'After a hard moment', 'tears, release, emotion'],
  ),
  quote(
    'emma-8',
    'emma',
    'wellbeing',
    [
      'Votre colère vous parle d’une limite : écoutez-la avant de la juger.',
      'Quand l’irritation monte',
      'colère, limites, écoute',
    ],
    [
      'Your anger speaks of a limit: listen before you judge it.',
      'When irritation rises',
      'anger, limits, listening',
    ],
  ),
  quote(
    'emma-9',
    'emma',
    'wellbeing',
    [
      'Mettre un mot sur ce que l’on ressent, c’est déjà l’apaiser un peu.',
      'Pour démêler un ressenti flou',
      'mots, ressenti, apaisement',
    ],
    [
      'Putting a word on what you feel already soothes it a little.',
      'To untangle a blurry feeling',
      'words, feeling, soothing',
    ],
  ),
  quote(
    'emma-10',
    'emma',
    'wellbeing',
    [
      'L’anxiété veut vous protéger ; remerciez-la, puis reprenez la main.',
      'Face à l’inquiétude',
      'anxiété, peur, protection',
    ],
    [
      'Anxiety wants to protect you; thank it, then take the lead again.',
      'Facing worry',
      'anxiety, fear, protection',
    ],
  ),
  quote(
    'emma-11',
    'emma',
    'growth',
    [
      'Parlez-vous comme vous parleriez à une amie chère.',
      'Quand la petite voix critique s’emballe',
      'bienveillance, estime, voix intérieure',
    ],
    [
      'Speak to yourself as you would to a dear friend.',
      'When the inner critic runs wild',
      'kindness, self-esteem, inner voice',
    ],
  ),
  quote(
    'emma-12',
    'emma',
    'growth',
    [
      'Vous n’avez pas à mériter le repos ni la tendresse.',
      'Pour les perfectionnistes fatigués',
      'perfectionnisme, tendresse, valeur',
    ],
    [
      'You do not have to earn rest or tenderness.',
      'For tired perfectionists',
      'perfectionism, tenderness, worth',
    ],
  ),
  quote(
    'emma-13',
    'emma',
    'growth',
    [
      'Votre valeur ne se mesure pas à votre productivité du jour.',
      'Un jour sans énergie',
      'valeur, productivité, estime',
    ],
    [
      'Your worth is not measured by today’s productivity.',
      'On a low-energy day',
      'worth, productivity, self-esteem',
    ],
  ),
  quote(
    'emma-14',
    'emma',
    'growth',
    [
      'Chaque petit pas compte, surtout celui que personne ne voit.',
      'Pour reconnaître ses progrès',
      'progrès, fierté, pas',
    ],
    [
      'Every small step counts, especially the one nobody sees.',
      'To notice your progress',
      'progress, pride, steps',
    ],
  ),
  quote(
    'emma-15',
    'emma',
    'growth',
    ['Dire non à l’autre, c’est parfois dire oui à soi.', 'Pour poser ses limites', 'limites, non, respect'],
    [
      'Saying no to someone is sometimes saying yes to yourself.',
      'To set your boundaries',
      'boundaries, no, respect',
    ],
  ),
  quote(
    'emma-16',
    'emma',
    'motivation',
    [
      'Commencez petit : une tasse de thé, une fenêtre ouverte, un premier pas.',
      'Les matins difficiles',
      'matin, élan, petits pas',
    ],
    [
      'Start small: a cup of tea, an open window, a first step.',
      'On difficult mornings',
      'morning, momentum, small steps',
    ],
  ),
  quote(
    'emma-17',
    'emma',
    'motivation',
    [
      'L’envie revient souvent en chemin, pas avant de partir.',
      'Quand la motivation manque',
      'envie, chemin, action',
    ],
    [
      'The wish often comes back on the way, not before you leave.',
      'When motivation is missing',
      'wish, path, action',
    ],
  ),
  quote(
    'emma-18',
    'emma',
    'motivation',
    [
      'Faites-le doucement, mais faites-le pour vous.',
      'Pour reprendre une habitude',
      'habitude, douceur, engagement',
    ],
    ['Do it gently, but do it for yourself.', 'To pick a habit back up', 'habit, gentleness, commitment'],
  ),
  quote(
    'emma-19',
    'emma',
    'motivation',
    [
      'Un jour imparfait reste un jour où vous avez essayé.',
      'Le soir, en faisant le bilan',
      'bilan, essai, indulgence',
    ],
    [
      'An imperfect day is still a day you tried.',
      'In the evening, looking back',
      'review, trying, forgiveness',
    ],
  ),
  quote(
    'emma-20',
    'emma',
    'motivation',
    [
      'Ce qui vous fait du bien mérite une place dans votre agenda.',
      'Pour planifier du temps pour soi',
      'agenda, plaisir, soin',
    ],
    [
      'What does you good deserves a place in your calendar.',
      'To plan time for yourself',
      'calendar, pleasure, self-care',
    ],
  ),
  quote(
    'emma-21',
    'emma',
    'resilience',
    [
      'Les tempêtes passent ; vous, vous restez.',
      'Au cœur d’une période difficile',
      'tempête, durer, espoir',
    ],
    ['Storms pass; you remain.', 'In the middle of a hard time', 'storm, lasting, hope'],
  ),
  quote(
    'emma-22',
    'emma',
    'resilience',
    [
      'Se relever lentement, c’est toujours se relever.',
      'Après une déception',
      'déception, reprise, patience',
    ],
    [
      'Getting up slowly is still getting up.',
      'After a disappointment',
      'disappointment, recovery, patience',
    ],
  ),
  quote(
    'emma-23',
    'emma',
    'resilience',
    [
      'Votre histoire n’est pas finie : ce chapitre n’est qu’un chapitre.',
      'Quand tout semble bloqué',
      'histoire, avenir, espoir',
    ],
    [
      'Your story is not over: this chapter is only a chapter.',
      'When everything seems stuck',
      'story, future, hope',
    ],
  ),
  quote(
    'emma-24',
    'emma',
    'resilience',
    [
      'Demander de l’aide est un geste de courage, pas de faiblesse.',
      'Quand on hésite à se confier',
      'aide, courage, confiance',
    ],
    [
      'Asking for help is an act of courage, not weakness.',
      'When you hesitate to open up',
      'help, courage, trust',
    ],
  ),
  quote(
    'emma-25',
    'emma',
    'resilience',
    [
      'Même fissuré, un cœur laisse passer la lumière.',
      'Après une rupture ou une perte',
      'rupture, perte, lumière',
    ],
    ['Even cracked, a heart lets the light through.', 'After a break-up or a loss', 'break-up, loss, light'],
  ),
  quote(
    'emma-26',
    'emma',
    'wellbeing',
    [
      'Le repos fait partie du chemin, pas de la pause du chemin.',
      'Quand on culpabilise de s’arrêter',
      'repos, culpabilité, rythme',
    ],
    [
      'Rest is part of the path, not a break from it.',
      'When stopping makes you feel guilty',
      'rest, guilt, pace',
    ],
  ),
  quote(
    'emma-27',
    'emma',
    'wellbeing',
    [
      'Écoutez votre corps : il sait souvent avant vous.',
      'Face aux signaux de fatigue',
      'corps, fatigue, écoute',
    ],
    [
      'Listen to your body: it often knows before you do.',
      'Facing signs of tiredness',
      'body, tiredness, listening',
    ],
  ),
  quote(
    'emma-28',
    'emma',
    'wellbeing',
    [
      'Un écran éteint, c’est une conversation rallumée avec soi.',
      'Pour une soirée plus douce',
      'écrans, soirée, déconnexion',
    ],
    [
      'A screen switched off is a conversation with yourself switched on.',
      'For a gentler evening',
      'screens, evening, unplugging',
    ],
  ),
  quote(
    'emma-29',
    'emma',
    'wellbeing',
    [
      'Prendre soin de soi n’est pas égoïste, c’est ce qui permet de prendre soin des autres.',
      'Pour les personnes qui aident',
      'soin, aidants, équilibre',
    ],
    [
      'Taking care of yourself is not selfish: it is what lets you care for others.',
      'For people who look after others',
      'care, carers, balance',
    ],
  ),
  quote(
    'emma-30',
    'emma',
    'wellbeing',
    [
      'Le sommeil est une promesse que l’on se fait chaque soir.',
      'Avant de se coucher',
      'sommeil, soir, routine',
    ],
    ['Sleep is a promise you make to yourself every night.', 'Before going to bed', 'sleep, night, routine'],
  ),
  quote(
    'louis-1',
    'louis',
    'mindfulness',
    [
      'Séparez ce qui dépend de vous de ce qui n’en dépend pas : l’esprit s’allège aussitôt.',
      'Face à une situation incertaine',
      'contrôle, incertitude, clarté',
    ],
    [
      'Separate what depends on you from what does not: the mind lightens at once.',
      'Facing an uncertain situation',
      'control, uncertainty, clarity',
    ],
  ),
  quote(
    'louis-2',
    'louis',
    'mindfulness',
    [
      'Une liste écrite vaut mieux que dix soucis qui tournent en rond.',
      'Quand la tête déborde',
      'liste, organisation, soucis',
    ],
    [
      'A written list beats ten worries going round in circles.',
      'When your head is overflowing',
      'list, organisation, worries',
    ],
  ),
  quote(
    'louis-3',
    'louis',
    'mindfulness',
    [
      'Le problème de demain se règle demain ; ce soir, on dort.',
      'Les nuits d’inquiétude',
      'sommeil, demain, inquiétude',
    ],
    [
      'Tomorrow’s problem gets solved tomorrow; tonight, we sleep.',
      'On nights of worry',
      'sleep, tomorrow, worry',
    ],
  ),
  quote(
    'louis-4',
    'louis',
    'mindfulness',
    [
      'Ralentir pour décider, c’est souvent gagner du temps.',
      'Avant une décision importante',
      'décision, lenteur, recul',
    ],
    [
      'Slowing down to decide often saves time.',
      'Before an important decision',
      'decision, slowness, perspective',
    ],
  ),
  quote(
    'louis-5',
    'louis',
    'mindfulness',
    [
      'Une chose à la fois : c’est la seule vitesse qui ne s’épuise pas.',
      'Quand tout arrive en même temps',
      'priorités, concentration, rythme',
    ],
    [
      'One thing at a time: the only speed that never runs out.',
      'When everything arrives at once',
      'priorities, focus, pace',
    ],
  ),
  quote(
    'louis-6',
    'louis',
    'wellbeing',
    [
      'Nommer l’émotion, c’est passer du pilote automatique au volant.',
      'Pour reprendre la main sur une réaction',
      'émotion, conscience, choix',
    ],
    [
      'Naming the emotion moves you from autopilot to the wheel.',
      'To take charge of a reaction',
      'emotion, awareness, choice',
    ],
  ),
  quote(
    'louis-7',
    'louis',
    'wellbeing',
    [
      'Le stress est une information, pas un verdict.',
      'Avant un examen ou un entretien',
      'stress, examen, entretien',
    ],
    ['Stress is information, not a verdict.', 'Before an exam or an interview', 'stress, exam, interview'],
  ),
  quote(
    'louis-8',
    'louis',
    'wellbeing',
    [
      'Attendez dix minutes avant de répondre à un message qui vous agace.',
      'Au travail, face à un conflit',
      'conflit, travail, recul',
    ],
    [
      'Wait ten minutes before answering a message that annoys you.',
      'At work, facing a conflict',
      'conflict, work, perspective',
    ],
  ),
  quote(
    'louis-9',
    'louis',
    'wellbeing',
    [
      'La peur de l’échec est souvent plus lourde que l’échec lui-même.',
      'Quand on repousse par crainte',
      'peur, échec, procrastination',
    ],
    [
      'The fear of failing is often heavier than failing itself.',
      'When fear makes you put things off',
      'fear, failure, procrastination',
    ],
  ),
  quote(
    'louis-10',
    'louis',
    'wellbeing',
    [
      'Une émotion forte dit ce qui compte pour vous : servez-vous-en comme d’une boussole.',
      'Pour comprendre ses priorités',
      'valeurs, boussole, priorités',
    ],
    [
      'A strong emotion shows what matters to you: use it as a compass.',
      'To understand your priorities',
      'values, compass, priorities',
    ],
  ),
  quote(
    'louis-11',
    'louis',
    'growth',
    [
      'La confiance se construit en tenant les petites promesses que l’on se fait.',
      'Pour bâtir l’estime de soi',
      'promesses, confiance, constance',
    ],
    [
      'Confidence is built by keeping the small promises you make to yourself.',
      'To build self-esteem',
      'promises, confidence, consistency',
    ],
  ),
  quote(
    'louis-12',
    'louis',
    'growth',
    [
      'Listez trois réussites de la semaine : votre cerveau oublie plus vite les victoires que les erreurs.',
      'Le dimanche soir',
      'réussites, semaine, bilan',
    ],
    [
      'List three wins of the week: your brain forgets victories faster than mistakes.',
      'On Sunday evening',
      'wins, week, review',
    ],
  ),
  quote(
    'louis-13',
    'louis',
    'growth',
    [
      'Vous n’avez pas besoin d’être prêt, seulement d’être en route.',
      'Avant de se lancer',
      'lancement, audace, action',
    ],
    ['You do not need to be ready, only on your way.', 'Before taking the plunge', 'start, boldness, action'],
  ),
  quote(
    'louis-14',
    'louis',
    'growth',
    [
      'Comparez-vous à la personne que vous étiez hier, pas aux autres.',
      'Face aux réseaux sociaux',
      'comparaison, progrès, réseaux',
    ],
    [
      'Compare yourself with who you were yesterday, not with others.',
      'Facing social media',
      'comparison, progress, social media',
    ],
  ),
  quote(
    'louis-15',
    'louis',
    'growth',
    [
      'Une compétence, c’est une maladresse répétée jusqu’à devenir naturelle.',
      'En apprenant quelque chose de nouveau',
      'apprentissage, pratique, compétence',
    ],
    [
      'A skill is a clumsiness repeated until it feels natural.',
      'While learning something new',
      'learning, practice, skill',
    ],
  ),
  quote(
    'louis-16',
    'louis',
    'motivation',
    [
      'Découpez la montagne en marches : on ne grimpe jamais qu’une marche à la fois.',
      'Face à un gros projet',
      'projet, étapes, objectif',
    ],
    [
      'Cut the mountain into steps: you only ever climb one step at a time.',
      'Facing a big project',
      'project, steps, goal',
    ],
  ),
  quote(
    'louis-17',
    'louis',
    'motivation',
    [
      'Deux minutes suffisent pour commencer ; l’élan fera le reste.',
      'Contre la procrastination',
      'procrastination, démarrage, élan',
    ],
    [
      'Two minutes are enough to start; momentum will do the rest.',
      'Against procrastination',
      'procrastination, starting, momentum',
    ],
  ),
  quote(
    'louis-18',
    'louis',
    'motivation',
    ['Un objectif sans date reste un souhait.', 'En fixant ses objectifs', 'objectif, date, plan'],
    ['A goal without a date remains a wish.', 'When setting goals', 'goal, date, plan'],
  ),
  quote(
    'louis-19',
    'louis',
    'motivation',
    [
      'La discipline, c’est se souvenir de ce que l’on veut vraiment.',
      'Quand la tentation de lâcher arrive',
      'discipline, volonté, sens',
    ],
    [
      'Discipline is remembering what you really want.',
      'When the urge to give up comes',
      'discipline, willpower, meaning',
    ],
  ),
  quote(
    'louis-20',
    'louis',
    'motivation',
    [
      'Mesurez vos progrès en actions, pas en humeur.',
      'Pour suivre ses habitudes',
      'habitudes, suivi, actions',
    ],
    ['Measure your progress in actions, not in moods.', 'To track your habits', 'habits, tracking, actions'],
  ),
  quote(
    'louis-21',
    'louis',
    'resilience',
    [
      'Un échec est un retour d’expérience : notez ce qu’il vous apprend, puis avancez.',
      'Après un revers',
      'échec, leçon, rebond',
    ],
    [
      'A failure is feedback: write down what it teaches you, then move on.',
      'After a setback',
      'failure, lesson, rebound',
    ],
  ),
  quote(
    'louis-22',
    'louis',
    'resilience',
    [
      'Quand le plan A échoue, l’alphabet a encore vingt-cinq lettres.',
      'Quand un projet ne marche pas',
      'plan, alternatives, créativité',
    ],
    [
      'When plan A fails, the alphabet still has twenty-five letters.',
      'When a project does not work out',
      'plan, alternatives, creativity',
    ],
  ),
  quote(
    'louis-23',
    'louis',
    'resilience',
    [
      'La persévérance, c’est recommencer une fois de plus que l’on a abandonné.',
      'Après plusieurs tentatives',
      'persévérance, recommencer, ténacité',
    ],
    [
      'Perseverance is starting again one more time than you gave up.',
      'After several attempts',
      'perseverance, starting again, tenacity',
    ],
  ),
  quote(
    'louis-24',
    'louis',
    'resilience',
    [
      'Les périodes difficiles entraînent des capacités que les périodes faciles ignorent.',
      'Pendant une transition',
      'transition, changement, force',
    ],
    [
      'Hard times train abilities that easy times never need.',
      'During a transition',
      'transition, change, strength',
    ],
  ),
  quote(
    'louis-25',
    'louis',
    'resilience',
    [
      'Changez de stratégie autant que nécessaire, pas d’objectif.',
      'Quand on doute de sa direction',
      'stratégie, objectif, adaptation',
    ],
    [
      'Change strategy as often as needed, not your goal.',
      'When you doubt your direction',
      'strategy, goal, adaptation',
    ],
  ),
  quote(
    'louis-26',
    'louis',
    'success',
    [
      'Bloquez vos pauses dans l’agenda comme vos réunions : elles sont aussi productives.',
      'Au bureau',
      'pauses, agenda, travail',
    ],
    [
      'Block your breaks in the calendar like your meetings: they are productive too.',
      'At the office',
      'breaks, calendar, work',
    ],
  ),
  quote(
    'louis-27',
    'louis',
    'success',
    ['Dire oui à tout, c’est dire non à ce qui compte.', 'Quand l’agenda déborde', 'priorités, non, temps'],
    [
      'Saying yes to everything is saying no to what matters.',
      'When the calendar overflows',
      'priorities, no, time',
    ],
  ),
  quote(
    'louis-28',
    'louis',
    'success',
    [
      'Fermez la journée de travail par un rituel : la tête saura qu’elle peut s’arrêter.',
      'En télétravail',
      'télétravail, rituel, déconnexion',
    ],
    [
      'End the workday with a ritual: your head will know it can stop.',
      'When working from home',
      'remote work, ritual, unplugging',
    ],
  ),
  quote(
    'louis-29',
    'louis',
    'success',
    [
      'Le sport, le sommeil et les amis ne sont pas des options de votre emploi du temps.',
      'Pour réorganiser sa semaine',
      'sport, sommeil, amis',
    ],
    [
      'Exercise, sleep and friends are not optional in your schedule.',
      'To reorganise your week',
      'exercise, sleep, friends',
    ],
  ),
  quote(
    'louis-30',
    'louis',
    'success',
    ['Réussir sa vie, c’est aussi réussir ses soirées.', 'Pour repenser ses priorités', 'vie, soirées, sens'],
    [
      'Succeeding in life also means succeeding in your evenings.',
      'To rethink your priorities',
      'life, evenings, meaning',
    ],
  ),
];

export type QuoteFilters = { text: string; character: CharacterId | 'all'; category: QuoteCategory | 'all' };

export const noQuoteFilters: QuoteFilters = { text: '', character: 'all', category: 'all' };

/** Lower case without accents, so "serenite" finds "sérénité". */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The quotes matching every filter; free text looks in the text, context and keywords. */
export function filterQuotes(all: readonly Quote[], filters: QuoteFilters, locale: Locale): Quote[] {
  const needle = fold(filters.text.trim());
  return all.filter((item) => {
    if (filters.character !== 'all' && item.character !== filters.character) return false;
    if (filters.category !== 'all' && item.category !== filters.category) return false;
    if (needle === '') return true;
    const { text, context, keywords } = item[locale];
    return [text, context, ...keywords].some((field) => fold(field).includes(needle));
  });
}

export function hasQuoteFilters(filters: QuoteFilters): boolean {
  return filters.text.trim() !== '' || filters.character !== 'all' || filters.category !== 'all';
}
