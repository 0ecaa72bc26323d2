// The exercises and methods the coaches propose. Each one has a name that contains a marker
// (so a later turn can tell which one was proposed), a one-line pitch, the steps to guide it,
// and the small, time-bound next step Louis asks for. FR copy uses `[vous|tu]` alternatives.

import type { Theme } from './types.ts';

export type TechniqueCopy = {
  /** Noun phrase with its article, used mid-sentence ("la respiration 4-7-8"). */
  name: string;
  pitch: string;
  /** Louis' list label (starts with a capital letter). */
  label: string;
  /** What it costs or does not do: Louis lays out trade-offs. */
  tradeoff: string;
  steps: readonly string[];
  /** One concrete, time-bound action. */
  step: string;
};

export type Technique = {
  id: string;
  /** Matches the folded text of a bot turn that mentions the technique. */
  marker: RegExp;
  /** Words in the user's (folded) message that make this technique a particularly good fit. */
  cue: RegExp;
  /** Can be done right now, in the conversation (breathing, writing…), rather than later. */
  now: boolean;
  fr: TechniqueCopy;
  en: TechniqueCopy;
};

export const TECHNIQUES: readonly Technique[] = [
  {
    id: 'breath478',
    now: true,
    cue: /\b(?:m'endormir|endormir|endors|fall(?:ing)? asleep|coeur qui bat|heart (?:is )?racing)\b/,
    marker: /4-7-8/,
    fr: {
      name: 'la respiration 4-7-8',
      pitch:
        "La respiration 4-7-8 aide le corps à ralentir : on inspire sur 4 temps, on retient l'air sur 7, puis on expire tout doucement sur 8.",
      label: 'La respiration 4-7-8',
      tradeoff: "deux minutes suffisent, mais l'effet joue surtout sur le moment",
      steps: [
        "[Installez-vous|Installe-toi] confortablement et [videz|vide] doucement l'air par la bouche.",
        "[Inspirez|Inspire] par le nez en comptant jusqu'à 4.",
        "[Retenez|Retiens] [votre|ton] souffle en comptant jusqu'à 7.",
        "[Expirez|Expire] lentement par la bouche en comptant jusqu'à 8, comme un long soupir.",
        '[Recommencez|Recommence] quatre fois, sans forcer.',
      ],
      step: 'Ce soir, une fois la lumière éteinte, [faites|fais] quatre cycles de respiration 4-7-8.',
    },
    en: {
      name: '4-7-8 breathing',
      pitch:
        '4-7-8 breathing helps the body slow down: you breathe in for 4 counts, hold for 7, then breathe out very gently for 8.',
      label: '4-7-8 breathing',
      tradeoff: 'it only takes two minutes, but it mostly helps in the moment',
      steps: [
        'Get comfortable and gently empty your lungs through your mouth.',
        'Breathe in through your nose for a count of 4.',
        'Hold your breath for a count of 7.',
        'Breathe out slowly through your mouth for a count of 8, like a long sigh.',
        'Repeat four times, without forcing anything.',
      ],
      step: 'Tonight, once the lights are off, do four rounds of 4-7-8 breathing.',
    },
  },
  {
    id: 'box',
    now: true,
    cue: /\b(?:avant (?:une|la|ma|mon) (?:reunion|presentation|entretien|examen)|before (?:a|the|my) (?:meeting|presentation|interview|exam)|trac|stage fright|presentation|reunion|meeting)\b/,
    marker: /respiration carree|box breathing/,
    fr: {
      name: 'la respiration carrée',
      pitch:
        "La respiration carrée est simple et discrète : on inspire, on garde l'air, on expire et on reste poumons vides, chaque fois sur 4 temps.",
      label: 'La respiration carrée',
      tradeoff: 'discrète et faisable partout, mais il faut penser à la faire au bon moment',
      steps: [
        '[Asseyez-vous|Assieds-toi], les pieds bien à plat, les épaules relâchées.',
        '[Inspirez|Inspire] par le nez sur 4 temps.',
        "[Gardez|Garde] l'air 4 temps.",
        '[Expirez|Expire] par la bouche sur 4 temps.',
        '[Restez|Reste] poumons vides 4 temps, puis [recommencez|recommence] pendant une ou deux minutes.',
      ],
      step: 'Demain, juste avant [votre|ta] tâche la plus lourde, [prenez|prends] une minute de respiration carrée.',
    },
    en: {
      name: 'box breathing',
      pitch:
        'Box breathing is simple and discreet: breathe in, hold, breathe out, and hold again, four counts each time.',
      label: 'Box breathing',
      tradeoff: "discreet and doable anywhere, but you'll need to remember it at the right moment",
      steps: [
        'Sit with your feet flat on the floor and your shoulders loose.',
        'Breathe in through your nose for 4 counts.',
        'Hold for 4 counts.',
        'Breathe out through your mouth for 4 counts.',
        'Stay empty for 4 counts, then repeat for a minute or two.',
      ],
      step: 'Tomorrow, right before your heaviest task, take one minute of box breathing.',
    },
  },
  {
    id: 'grounding',
    now: true,
    cue: /\b(?:panique\w*|crise d'angoisse|panic\w*|spiral\w*|s'emball\w*|racing thoughts|pensees qui defilent)\b/,
    marker: /5-4-3-2-1/,
    fr: {
      name: "l'exercice 5-4-3-2-1",
      pitch:
        "L'exercice 5-4-3-2-1 ramène doucement au moment présent en passant par les sens, quand les pensées partent dans tous les sens.",
      label: "L'exercice 5-4-3-2-1",
      tradeoff: "il calme vite une montée d'inquiétude, sans régler ce qui la provoque",
      steps: [
        '[Nommez|Nomme] 5 choses que [vous voyez|tu vois] autour de [vous|toi].',
        '[Remarquez|Remarque] 4 choses que [vous pouvez|tu peux] toucher, et leur texture.',
        '[Écoutez|Écoute] 3 sons, proches ou lointains.',
        '[Repérez|Repère] 2 odeurs, même très légères.',
        "[Notez|Note] 1 goût dans [votre|ta] bouche, ou [buvez|bois] une gorgée d'eau.",
      ],
      step: "La prochaine fois que l'inquiétude monte, [faites|fais] le 5-4-3-2-1 avant toute chose, puis [notez|note] de 0 à 10 [votre|ta] tension avant et après.",
    },
    en: {
      name: 'the 5-4-3-2-1 exercise',
      pitch:
        'The 5-4-3-2-1 exercise gently brings you back to the present through your senses when your thoughts run in all directions.',
      label: 'The 5-4-3-2-1 exercise',
      tradeoff: "it calms a wave of worry quickly, but it doesn't solve what caused it",
      steps: [
        'Name 5 things you can see around you.',
        'Notice 4 things you can touch, and how they feel.',
        'Listen for 3 sounds, near or far.',
        'Find 2 things you can smell, even faintly.',
        'Notice 1 taste in your mouth, or take a sip of water.',
      ],
      step: 'Next time the worry rises, do the 5-4-3-2-1 first, then rate your tension from 0 to 10 before and after.',
    },
  },
  {
    id: 'bodyScan',
    now: true,
    cue: /\b(?:tendue?s?|tensions?|crispee?s?|mal au dos|noue\w*|tense|tight|knots?)\b/,
    marker: /scan corporel|body scan/,
    fr: {
      name: 'le scan corporel',
      pitch:
        'Le scan corporel consiste à parcourir le corps en pensée, des pieds à la tête, pour relâcher les tensions une à une.',
      label: 'Le scan corporel',
      tradeoff: 'très apaisant le soir, mais il demande dix minutes au calme',
      steps: [
        '[Allongez-vous|Allonge-toi] confortablement et [fermez|ferme] les yeux si [vous le souhaitez|tu le souhaites].',
        '[Portez|Porte] [votre|ton] attention sur [vos|tes] pieds, et [remarquez|remarque] simplement ce qu’ils ressentent.',
        '[Remontez|Remonte] lentement : mollets, genoux, cuisses, ventre, poitrine.',
        "[Passez|Passe] aux épaules, à la nuque, à la mâchoire et au front, en relâchant chaque zone à l'expiration.",
        "Si une pensée arrive, [laissez-la|laisse-la] passer et [revenez|reviens] à l'endroit où [vous en étiez|tu en étais].",
      ],
      step: 'Ce soir, au lit, [faites|fais] un scan corporel de dix minutes au lieu de regarder [votre|ton] téléphone.',
    },
    en: {
      name: 'the body scan',
      pitch:
        'The body scan means moving your attention slowly through your body, from your feet to your head, letting each area soften.',
      label: 'The body scan',
      tradeoff: 'very soothing in the evening, but it needs ten quiet minutes',
      steps: [
        'Lie down comfortably and close your eyes if you like.',
        'Bring your attention to your feet and simply notice what they feel.',
        'Move up slowly: calves, knees, thighs, belly, chest.',
        'Then your shoulders, neck, jaw and forehead, letting each area loosen as you breathe out.',
        'If a thought shows up, let it pass and come back to where you were.',
      ],
      step: 'Tonight in bed, do a ten-minute body scan instead of scrolling on your phone.',
    },
  },
  {
    id: 'worryJournal',
    now: true,
    cue: /\b(?:le soir|au lit|tourne en boucle|repense\w*|rumin\w*|in bed|at night|going round|overthink\w*|can'?t switch off)\b/,
    marker: /carnet de soucis|worry journal/,
    fr: {
      name: 'le carnet de soucis',
      pitch:
        "Le carnet de soucis aide à vider la tête avant la nuit : on écrit ce qui tourne en boucle, puis on le laisse sur le papier jusqu'au lendemain.",
      label: 'Le carnet de soucis',
      tradeoff: 'il libère la tête le soir, mais demande dix minutes chaque jour',
      steps: [
        'En début de soirée, loin du lit, [prenez|prends] une feuille et dix minutes.',
        '[Écrivez|Écris] tout ce qui [vous|te] préoccupe, sans trier.',
        '[Notez|Note] pour chaque souci une petite prochaine action, ou simplement « à voir demain ».',
        "[Fermez|Ferme] le carnet : si une pensée revient au lit, [rappelez-vous|rappelle-toi] qu'elle est déjà notée.",
      ],
      step: 'Ce soir, vers 20 h, [prenez|prends] dix minutes pour remplir un carnet de soucis, loin du lit.',
    },
    en: {
      name: 'a worry journal',
      pitch:
        'A worry journal helps you empty your head before bed: you write down whatever keeps looping, then leave it on the page until tomorrow.',
      label: 'A worry journal',
      tradeoff: 'it clears your head at night, but it takes ten minutes every day',
      steps: [
        'Early in the evening, away from your bed, take a sheet of paper and ten minutes.',
        'Write down everything on your mind, without sorting it.',
        'Next to each worry, note one small next action, or simply “tomorrow”.',
        "Close the journal: if a thought comes back in bed, remind yourself it's already written down.",
      ],
      step: 'This evening around 8 pm, spend ten minutes on a worry journal, away from your bed.',
    },
  },
  {
    id: 'windDown',
    now: false,
    cue: /\b(?:ecrans?|telephone|portable|scroll\w*|netflix|series?|screens?|phone)\b/,
    marker: /rituel du soir|wind-down routine/,
    fr: {
      name: 'un rituel du soir',
      pitch:
        'Un rituel du soir prépare le corps au sommeil : les mêmes gestes chaque soir, une lumière plus douce, les écrans de côté et une heure de lever stable.',
      label: 'Un rituel du soir régulier',
      tradeoff: "c'est l'effet le plus durable, mais il faut une à deux semaines pour le sentir",
      steps: [
        '[Choisissez|Choisis] une heure de lever fixe, même le week-end.',
        'Une heure avant le coucher, [baissez|baisse] les lumières et [posez|pose] les écrans.',
        '[Enchaînez|Enchaîne] deux ou trois gestes calmes, toujours les mêmes : douche tiède, lecture, tisane.',
        '[Gardez|Garde] le lit pour dormir : ni mails ni séries sous la couette.',
      ],
      step: 'Ce soir, [laissez|laisse] [votre|ton] téléphone hors de la chambre une heure avant de [vous|te] coucher, et [réglez|règle] le réveil à la même heure que demain… et après-demain.',
    },
    en: {
      name: 'a wind-down routine',
      pitch:
        'A wind-down routine gets the body ready for sleep: the same few steps every evening, softer light, screens put away and a steady wake-up time.',
      label: 'A regular wind-down routine',
      tradeoff: 'it has the most lasting effect, but it takes a week or two to feel it',
      steps: [
        'Pick a fixed wake-up time, weekends included.',
        'An hour before bed, dim the lights and put the screens away.',
        'Do two or three calm things, always the same: a warm shower, reading, a herbal tea.',
        'Keep your bed for sleep: no emails or shows under the covers.',
      ],
      step: 'Tonight, leave your phone outside the bedroom an hour before bed, and set the same wake-up time for the rest of the week.',
    },
  },
  {
    id: 'stimulusControl',
    now: false,
    cue: /\b(?:reveill\w*|wake up at|waking up at|awake for|[2-5] ?h du matin|milieu de la nuit|middle of the night)\b/,
    marker: /regle des 20 minutes|20-minute rule/,
    fr: {
      name: 'la règle des 20 minutes',
      pitch:
        "La règle des 20 minutes est simple : si le sommeil ne vient pas au bout d'une vingtaine de minutes, on se lève, on fait quelque chose de calme dans la pénombre, et on ne revient au lit qu'une fois les paupières lourdes.",
      label: 'La règle des 20 minutes',
      tradeoff: 'efficace sur la durée, mais les premières nuits peuvent sembler plus courtes',
      steps: [
        "Si le sommeil ne vient pas au bout d'environ 20 minutes, [levez-vous|lève-toi] sans regarder l'heure.",
        '[Allez|Va] dans une autre pièce, lumière tamisée, et [faites|fais] quelque chose de calme : quelques pages, un peu de rangement.',
        '[Revenez|Reviens] au lit seulement quand les paupières deviennent lourdes.',
        '[Levez-vous|Lève-toi] à la même heure le lendemain, même après une mauvaise nuit.',
      ],
      step: "Cette semaine, [appliquez|applique] la règle des 20 minutes chaque nuit, et [notez|note] chaque matin comment la nuit s'est passée.",
    },
    en: {
      name: 'the 20-minute rule',
      pitch:
        "The 20-minute rule is simple: if sleep hasn't come after about twenty minutes, you get up, do something calm in dim light, and only go back to bed once your eyelids feel heavy.",
      label: 'The 20-minute rule',
      tradeoff: 'it works well over time, but the first nights can feel a bit shorter',
      steps: [
        "If sleep hasn't come after about 20 minutes, get up without checking the time.",
        'Go to another room with dim light and do something calm: a few pages, a bit of tidying.',
        'Only go back to bed when your eyelids get heavy.',
        'Get up at the same time the next morning, even after a bad night.',
      ],
      step: 'This week, use the 20-minute rule every night, and jot down each morning how the night went.',
    },
  },
  {
    id: 'worryOnPaper',
    now: true,
    cue: /\b(?:et si|what if|scenario\w*|le pire|the worst|catastroph\w*)\b/,
    marker: /sur papier|on paper/,
    fr: {
      name: "l'inquiétude sur papier",
      pitch:
        "Mettre l'inquiétude sur papier aide à la ramener à sa vraie taille : on l'écrit en une phrase, on estime ce qui est réellement probable, et on prévoit une réponse.",
      label: "L'inquiétude sur papier",
      tradeoff: 'cela remet de la clarté dans le flou, mais demande de regarder la peur en face',
      steps: [
        "[Écrivez|Écris] l'inquiétude en une seule phrase : « J'ai peur que… »",
        '[Notez|Note] de 0 à 100 % la probabilité réelle que ça arrive.',
        '[Écrivez|Écris] en deux ou trois lignes ce que [vous feriez|tu ferais] si ça arrivait quand même.',
        "[Relisez|Relis] le tout et [notez|note] à nouveau l'intensité de l'inquiétude.",
      ],
      step: "Aujourd'hui, avant 18 h, [prenez|prends] cinq minutes pour mettre [votre|ta] principale inquiétude sur papier : une phrase, une probabilité, un plan B.",
    },
    en: {
      name: 'the worry-on-paper exercise',
      pitch:
        'Putting a worry on paper helps bring it back to its real size: you write it in one sentence, estimate how likely it really is, and plan a response.',
      label: 'Worry on paper',
      tradeoff: 'it brings clarity, but it means looking the fear in the eye',
      steps: [
        'Write the worry in a single sentence: “I’m afraid that…”',
        'Rate from 0 to 100% how likely it really is.',
        'In two or three lines, write what you would do if it happened anyway.',
        'Read it back and rate the intensity of the worry again.',
      ],
      step: 'Today, before 6 pm, take five minutes to put your main worry on paper: one sentence, a probability, a plan B.',
    },
  },
  {
    id: 'controlCircle',
    now: true,
    cue: /\b(?:ne depend pas de moi|rien n'y faire|out of my (?:hands|control)|can'?t control|controler|maitriser)\b/,
    marker: /cercle de controle|circle of control/,
    fr: {
      name: 'le cercle de contrôle',
      pitch:
        'Le cercle de contrôle consiste à trier ce qui [vous|te] préoccupe en deux colonnes : ce qui dépend de [vous|toi], et ce qui n’en dépend pas.',
      label: 'Le cercle de contrôle',
      tradeoff: 'il redonne de la prise, mais il faut accepter de lâcher le reste',
      steps: [
        '[Tracez|Trace] deux colonnes : « dépend de moi » et « ne dépend pas de moi ».',
        '[Répartissez|Répartis] tout ce qui [vous|te] préoccupe dans ces deux colonnes.',
        'Dans la première, [choisissez|choisis] une action faisable cette semaine.',
        'Pour la seconde, [dites-vous|dis-toi] : « Je n’ai pas la main là-dessus, je le pose pour l’instant. »',
      ],
      step: "D'ici demain soir, [faites|fais] ce tri en deux colonnes et [entourez|entoure] une seule action dans la colonne « dépend de moi ».",
    },
    en: {
      name: 'the circle of control',
      pitch:
        "The circle of control means sorting what's on your mind into two columns: what depends on you, and what doesn't.",
      label: 'The circle of control',
      tradeoff: 'it gives you back some grip, but you have to accept letting go of the rest',
      steps: [
        'Draw two columns: “up to me” and “not up to me”.',
        "Sort everything that's worrying you into those two columns.",
        'In the first one, pick one action you can take this week.',
        "For the second, tell yourself: “I don't control this, I'm setting it down for now.”",
      ],
      step: 'By tomorrow evening, do this two-column sort and circle a single action in the “up to me” column.',
    },
  },
  {
    id: 'pauseStop',
    now: false,
    cue: /\b(?:exploser|explose|crie\w*|hurle\w*|snap\w*|yell\w*|shout\w*|lose my temper|m'emporte\w*)\b/,
    marker: /pause stop|stop pause/,
    fr: {
      name: 'la pause STOP',
      pitch:
        'La pause STOP aide à ne pas réagir à chaud : on s’arrête, on respire, on observe ce qui se passe en soi, puis on choisit comment agir.',
      label: 'La pause STOP',
      tradeoff: 'elle évite de regretter ses mots, mais oblige à différer sa réponse',
      steps: [
        "S comme Stop : [arrêtez|arrête] ce que [vous faites|tu fais], même au milieu d'une phrase.",
        'T comme Temps : [prenez|prends] trois respirations lentes.',
        'O comme Observer : chaleur, mâchoire serrée, pensées qui accélèrent… [remarquez|remarque] ce qui se passe en [vous|toi].',
        'P comme Poursuivre : [choisissez|choisis] [votre|ta] réponse, quitte à dire « j’ai besoin de dix minutes ».',
      ],
      step: 'La prochaine fois que la colère monte, [faites|fais] une pause STOP avant de répondre, puis [notez|note] ce qui l’a déclenchée.',
    },
    en: {
      name: 'the STOP pause',
      pitch:
        "The STOP pause helps you avoid reacting in the heat of the moment: you stop, breathe, notice what's going on inside, then choose how to act.",
      label: 'The STOP pause',
      tradeoff: "it saves you from words you'd regret, but it means delaying your answer",
      steps: [
        "S for Stop: pause whatever you're doing, even mid-sentence.",
        'T for Take a breath: three slow ones.',
        'O for Observe: heat, a clenched jaw, racing thoughts… notice what’s happening inside you.',
        'P for Proceed: choose your response, even if it’s “I need ten minutes”.',
      ],
      step: 'Next time the anger rises, take a STOP pause before answering, then write down what set it off.',
    },
  },
  {
    id: 'needBehind',
    now: true,
    cue: /\b(?:injuste|unfair|pas respecte\w*|disrespect\w*|ignore\w*|manque de respect)\b/,
    marker: /besoin derriere la colere|need behind the anger/,
    fr: {
      name: 'le besoin derrière la colère',
      pitch:
        'Chercher le besoin derrière la colère aide à transformer une explosion en demande claire : respect, reconnaissance, repos, équité…',
      label: 'Chercher le besoin derrière la colère',
      tradeoff: 'cela apaise en profondeur, mais demande un moment de recul',
      steps: [
        "[Décrivez|Décris] en une phrase ce qui s'est passé, comme le ferait une caméra, sans jugement.",
        '[Nommez|Nomme] ce que [vous avez ressenti|tu as ressenti] : colère, blessure, sentiment d’injustice…',
        "[Demandez-vous|Demande-toi] quel besoin n'a pas été respecté : respect, reconnaissance, repos, équité ?",
        '[Formulez|Formule] une demande concrète qui répondrait à ce besoin.',
      ],
      step: 'Avant ce week-end, [écrivez|écris] en quatre lignes le fait, le ressenti, le besoin derrière la colère et la demande que [vous pourriez|tu pourrais] formuler.',
    },
    en: {
      name: 'the need behind the anger',
      pitch:
        'Looking for the need behind the anger helps turn an explosion into a clear request: respect, recognition, rest, fairness…',
      label: 'Finding the need behind the anger',
      tradeoff: 'it settles things at a deeper level, but it needs a bit of distance first',
      steps: [
        'Describe what happened in one sentence, the way a camera would, without judging.',
        'Name what you felt: anger, hurt, a sense of unfairness…',
        "Ask yourself which need wasn't respected: respect, recognition, rest, fairness?",
        'Turn it into one concrete request that would meet that need.',
      ],
      step: 'Before the weekend, write four lines: what happened, what you felt, the need behind the anger, and the request you could make.',
    },
  },
  {
    id: 'evidenceLog',
    now: true,
    cue: /\b(?:nul(?:le)?|pas a la hauteur|incapable|doute de moi|not good enough|doubt (?:myself|i'?m)|useless|imposteur|impost[eo]r)\b/,
    marker: /journal des preuves|evidence log/,
    fr: {
      name: 'le journal des preuves',
      pitch:
        'Le journal des preuves consiste à noter chaque jour des faits concrets qui contredisent la petite voix du doute : ce que [vous avez|tu as] réussi, appris ou osé.',
      label: 'Le journal des preuves',
      tradeoff: 'il change le regard sur soi, mais il faut le tenir au moins une semaine',
      steps: [
        'Chaque soir, [notez|note] trois choses que [vous avez|tu as] faites ou tentées, même petites.',
        'Pour chacune, [écrivez|écris] ce qu’elle montre de [vous|toi] : persévérance, gentillesse, courage…',
        'Quand le doute revient, [relisez|relis] le journal avant de [vous|te] juger.',
      ],
      step: 'Ce soir, avant de dormir, [commencez|commence] le journal des preuves avec trois lignes, et [tenez-le|tiens-le] sept jours.',
    },
    en: {
      name: 'the evidence log',
      pitch:
        'The evidence log means writing down, every day, concrete facts that contradict that little voice of doubt: what you managed, learned or dared.',
      label: 'The evidence log',
      tradeoff: 'it shifts how you see yourself, but you need to keep it up for at least a week',
      steps: [
        'Every evening, write down three things you did or tried, however small.',
        'For each one, note what it shows about you: persistence, kindness, courage…',
        'When the doubt comes back, reread the log before judging yourself.',
      ],
      step: 'Tonight before bed, start the evidence log with three lines, and keep it going for seven days.',
    },
  },
  {
    id: 'smallWins',
    now: false,
    cue: /\b(?:timide|oser|n'ose|shy|dare)\b/,
    marker: /petites victoires|small wins/,
    fr: {
      name: 'les petites victoires',
      pitch:
        'La méthode des petites victoires consiste à se fixer de tout petits défis, faciles à réussir, pour reconstruire la confiance pas à pas.',
      label: 'Les petites victoires',
      tradeoff: 'effet rapide sur le moral, mais progression lente au début',
      steps: [
        '[Choisissez|Choisis] un domaine où [vous aimeriez|tu aimerais] gagner en aisance.',
        "[Définissez|Définis] un défi si petit qu'il est presque impossible à rater.",
        '[Relevez-le|Relève-le] dans les 48 heures.',
        '[Notez|Note] la réussite, puis [augmentez|augmente] un tout petit peu la difficulté.',
      ],
      step: "D'ici après-demain, [relevez|relève] un premier défi minuscule et [notez|note] cette victoire noir sur blanc.",
    },
    en: {
      name: 'small wins',
      pitch:
        'The small wins approach means setting yourself tiny challenges that are easy to succeed at, to rebuild confidence step by step.',
      label: 'Small wins',
      tradeoff: 'a quick boost to your morale, but slow progress at first',
      steps: [
        "Pick an area where you'd like to feel more at ease.",
        "Set a challenge so small it's almost impossible to fail.",
        'Do it within the next 48 hours.',
        'Write down the win, then make the next challenge just a little harder.',
      ],
      step: 'Within the next two days, take on one tiny challenge and write the win down in black and white.',
    },
  },
  {
    id: 'iStatement',
    now: true,
    cue: /\b(?:disput\w*|reproche\w*|engueul\w*|argu\w*|fight\w*|blame\w*|conflit\w*|conflict\w*)\b/,
    marker: /message en \W*je\b|i-statement/,
    fr: {
      name: 'le message en « je »',
      pitch:
        "Le message en « je » permet de dire ce qui ne va pas sans accuser : on parle de ce qu'on ressent et de ce dont on a besoin, plutôt que de ce que l'autre fait mal.",
      label: 'Préparer un message en « je »',
      tradeoff: "ça apaise l'échange, mais ça demande de préparer ses mots",
      steps: [
        '[Partez|Pars] d’un fait précis : « Quand tu… »',
        '[Dites|Dis] ce que [vous ressentez|tu ressens] : « je me sens… »',
        '[Nommez|Nomme] [votre|ton] besoin : « parce que j’ai besoin de… »',
        '[Terminez|Termine] par une demande concrète : « Est-ce que tu pourrais… ? »',
      ],
      step: 'Avant [votre|ta] prochaine conversation avec cette personne, [écrivez|écris] [votre|ton] message en « je » en quatre phrases, et [relisez-le|relis-le] à voix haute.',
    },
    en: {
      name: 'an I-statement',
      pitch:
        "An I-statement lets you say what's wrong without blaming: you talk about what you feel and need, rather than what the other person is doing wrong.",
      label: 'Preparing an I-statement',
      tradeoff: 'it calms the exchange, but you need to prepare your words',
      steps: [
        'Start from a specific fact: “When you…”',
        'Say how you feel: “I feel…”',
        'Name your need: “because I need…”',
        'End with a concrete request: “Could you…?”',
      ],
      step: 'Before your next conversation with this person, write your I-statement in four sentences and read it out loud once.',
    },
  },
  {
    id: 'activeListening',
    now: false,
    cue: /\b(?:m'ecoute pas|ne m'ecoute|me comprend pas|doesn'?t listen|don'?t listen|misunderstand\w*)\b/,
    marker: /ecoute active|active listening/,
    fr: {
      name: "l'écoute active",
      pitch:
        "L'écoute active aide à apaiser un échange tendu : on écoute pour comprendre, et on reformule avant de donner son avis.",
      label: "Tester l'écoute active",
      tradeoff: 'ça désamorce vite les tensions, mais ça demande de la patience',
      steps: [
        "[Laissez|Laisse] l'autre finir sans préparer [votre|ta] réponse.",
        '[Reformulez|Reformule] : « Si je comprends bien, tu… »',
        '[Vérifiez|Vérifie] : « C’est bien ça ? »',
        'Seulement ensuite, [partagez|partage] [votre|ton] point de vue.',
      ],
      step: 'Lors de [votre|ta] prochaine discussion avec cette personne, [reformulez|reformule] au moins une fois ce qu’elle dit avant de répondre.',
    },
    en: {
      name: 'active listening',
      pitch:
        'Active listening helps calm a tense exchange: you listen to understand, and you reflect back what you heard before giving your view.',
      label: 'Trying active listening',
      tradeoff: 'it defuses tension quickly, but it takes patience',
      steps: [
        'Let the other person finish without preparing your answer.',
        'Reflect back: “If I understand you right, you…”',
        'Check: “Is that it?”',
        'Only then, share your own point of view.',
      ],
      step: 'In your next conversation with this person, reflect back what they say at least once before answering.',
    },
  },
  {
    id: 'priorities',
    now: true,
    cue: /\b(?:trop de (?:choses|taches|dossiers|travail)|dossiers|taches|to-?do|tasks|deadlines?|tout a faire|submerge\w*|overwhelm\w*|deborde\w*)\b/,
    marker: /urgent\/important/,
    fr: {
      name: 'la matrice urgent/important',
      pitch:
        "La matrice urgent/important aide à trier : on fait d'abord ce qui est urgent et important, on planifie l'important, on délègue l'urgent quand c'est possible, et on laisse tomber le reste.",
      label: 'Trier avec la matrice urgent/important',
      tradeoff: 'rapide et très concret, mais il faudra assumer de reporter certaines choses',
      steps: [
        '[Listez|Liste] toutes [vos|tes] tâches en cours, sans filtre.',
        '[Classez-les|Classe-les] en quatre cases : urgent et important, important, urgent, ni l’un ni l’autre.',
        '[Attaquez|Attaque] la première case, et [bloquez|bloque] du temps dans l’agenda pour la deuxième.',
        'Pour les deux dernières, [voyez|vois] ce qui peut être délégué, reporté ou abandonné.',
      ],
      step: "Demain matin, avant d'ouvrir [vos|tes] mails, [prenez|prends] dix minutes pour classer [vos|tes] tâches dans la matrice urgent/important.",
    },
    en: {
      name: 'the urgent/important matrix',
      pitch:
        'The urgent/important matrix helps you sort: do what is urgent and important first, schedule what is important, delegate what is merely urgent when you can, and drop the rest.',
      label: 'Sorting with the urgent/important matrix',
      tradeoff: "quick and very concrete, but you'll have to accept postponing some things",
      steps: [
        'List all your current tasks, without filtering.',
        'Sort them into four boxes: urgent and important, important, urgent, neither.',
        'Tackle the first box, and block time in your calendar for the second.',
        'For the last two, see what can be delegated, postponed or dropped.',
      ],
      step: 'Tomorrow morning, before opening your email, take ten minutes to sort your tasks with the urgent/important matrix.',
    },
  },
  {
    id: 'boundaries',
    now: true,
    cue: /\b(?:dire non|n'ose pas|ose pas|refuser|say no|saying no|can'?t refuse|people[- ]pleas\w*|tard le soir|week-?ends?|late emails?|rajoute\w*)\b/,
    marker: /limite claire|clear boundary/,
    fr: {
      name: 'une limite claire',
      pitch:
        "Poser une limite claire, c'est décider d'avance ce que [vous acceptez|tu acceptes] et ce que [vous n'acceptez|tu n'acceptes] plus, puis le dire simplement, sans [vous|te] justifier longuement.",
      label: 'Poser une limite claire',
      tradeoff: "ça protège [votre|ton] énergie durablement, mais ça peut créer un peu d'inconfort au début",
      steps: [
        '[Repérez|Repère] la situation qui [vous|te] coûte le plus : mails tardifs, demandes de dernière minute…',
        '[Décidez|Décide] de [votre|ta] limite en une phrase : « Je ne réponds plus après 19 h. »',
        '[Préparez|Prépare] une formulation courte et bienveillante pour l’annoncer.',
        '[Tenez-la|Tiens-la] une première fois, puis [observez|observe] ce qui se passe réellement.',
      ],
      step: 'Cette semaine, [choisissez|choisis] une seule limite claire, [annoncez-la|annonce-la] à la personne concernée et [tenez-la|tiens-la] au moins trois jours.',
    },
    en: {
      name: 'a clear boundary',
      pitch:
        'Setting a clear boundary means deciding in advance what you accept and what you no longer accept, then saying it simply, without over-explaining.',
      label: 'Setting a clear boundary',
      tradeoff: 'it protects your energy over time, but it can feel a little uncomfortable at first',
      steps: [
        'Spot the situation that costs you the most: late emails, last-minute requests…',
        'Put your boundary into one sentence: “I don’t answer emails after 7 pm.”',
        'Prepare a short, friendly way to say it.',
        'Hold it once, then notice what actually happens.',
      ],
      step: 'This week, pick one clear boundary, tell the person concerned, and hold it for at least three days.',
    },
  },
  {
    id: 'tinyHabit',
    now: false,
    cue: /\b(?:habitudes?|routine|tous les jours|regulier\w*|habits?|every day|consisten\w*)\b/,
    marker: /mini-habitude|tiny habit/,
    fr: {
      name: 'la mini-habitude',
      pitch:
        'La mini-habitude consiste à accrocher un geste minuscule à une habitude qui existe déjà : « Après mon café, je fais… »',
      label: 'Une mini-habitude',
      tradeoff: 'presque sans effort, mais les résultats se voient sur plusieurs semaines',
      steps: [
        "[Choisissez|Choisis] l'habitude que [vous voulez|tu veux] installer.",
        '[Réduisez-la|Réduis-la] à une version de trente secondes : une ligne, une page, un étirement.',
        '[Accrochez-la|Accroche-la] à un moment qui existe déjà : « Après avoir… »',
        '[Félicitez-vous|Félicite-toi] juste après, même si ça paraît un peu ridicule.',
      ],
      step: 'Dès demain, [accrochez|accroche] [votre|ta] mini-habitude à [votre|ton] café du matin, et [tenez|tiens] cinq jours d’affilée.',
    },
    en: {
      name: 'a tiny habit',
      pitch:
        'A tiny habit means attaching a very small action to something you already do every day: “After my coffee, I…”',
      label: 'A tiny habit',
      tradeoff: 'almost effortless, but the results show over several weeks',
      steps: [
        'Choose the habit you want to build.',
        'Shrink it to a thirty-second version: one line, one page, one stretch.',
        'Attach it to something that already happens: “After I…”',
        'Give yourself a small “well done” right after, even if it feels silly.',
      ],
      step: 'Starting tomorrow, attach your tiny habit to your morning coffee and keep it up five days in a row.',
    },
  },
  {
    id: 'timeBox',
    now: false,
    cue: /\b(?:organis\w*|concentr\w*|focus\w*|procrastin\w*|repousse\w*|to-do|todo|prioris\w*|prioriti[sz]\w*|bloque|stuck|telephone|phone|distract\w*)\b/,
    marker: /bloc de 25 minutes|25-minute block/,
    fr: {
      name: 'un bloc de 25 minutes',
      pitch:
        'Le time-boxing : un bloc de 25 minutes sur une seule tâche, minuteur lancé, téléphone dans une autre pièce, puis 5 minutes de pause.',
      label: 'Un bloc de 25 minutes',
      tradeoff: "ça crée de l'élan tout de suite, mais il faut protéger ce créneau",
      steps: [
        '[Choisissez|Choisis] une seule tâche et [écrivez|écris] en une ligne ce que « fini » veut dire pour ce bloc.',
        "[Mettez|Mets] [votre|ton] téléphone dans une autre pièce et [fermez|ferme] les onglets qui n'ont rien à voir.",
        '[Lancez|Lance] un minuteur de 25 minutes et [travaillez|travaille] seulement sur cette tâche.',
        'À la sonnerie, [prenez|prends] 5 minutes de pause et [notez|note] où [vous en êtes|tu en es].',
      ],
      step: "Demain matin, [réservez|réserve] un bloc de 25 minutes pour la tâche la plus importante, avant d'ouvrir [vos|tes] messages.",
    },
    en: {
      name: 'a 25-minute block',
      pitch:
        'Time-boxing: one 25-minute block on a single task, timer on, phone in another room, then a 5-minute break.',
      label: 'A 25-minute block',
      tradeoff: 'it builds momentum right away, but you have to protect that slot',
      steps: [
        'Pick a single task and write in one line what "done" means for this block.',
        'Put your phone in another room and close the tabs that have nothing to do with it.',
        'Set a 25-minute timer and work only on that task.',
        'When it rings, take a 5-minute break and note where you are.',
      ],
      step: 'Tomorrow morning, book a 25-minute block for your most important task, before opening your messages.',
    },
  },
  {
    id: 'twoMinute',
    now: true,
    cue: /\b(?:procrastin\w*|repousse\w*|putting (?:it )?off|put (?:it )?off|m'y mettre|get started)\b/,
    marker: /regle des 2 minutes|2-minute rule/,
    fr: {
      name: 'la règle des 2 minutes',
      pitch:
        "La règle des 2 minutes : on s'engage seulement à commencer, pendant deux minutes. Le plus souvent, l'élan vient une fois lancé.",
      label: 'La règle des 2 minutes',
      tradeoff: 'elle débloque tout de suite, mais ne remplace pas une vraie organisation',
      steps: [
        '[Choisissez|Choisis] la tâche que [vous repoussez|tu repousses].',
        '[Trouvez|Trouve] sa toute première action concrète : ouvrir le document, sortir les baskets…',
        '[Lancez|Lance] un minuteur de 2 minutes et [faites|fais] seulement ça.',
        "À la sonnerie, [vous avez|tu as] le droit d'arrêter… ou de continuer si ça roule.",
      ],
      step: "Aujourd'hui, avant 18 h, [appliquez|applique] la règle des 2 minutes à la tâche que [vous repoussez|tu repousses] le plus.",
    },
    en: {
      name: 'the 2-minute rule',
      pitch:
        'The 2-minute rule: you only commit to starting, for two minutes. Most of the time, the momentum comes once you’re going.',
      label: 'The 2-minute rule',
      tradeoff: "it unblocks you right away, but it doesn't replace real planning",
      steps: [
        "Pick the task you've been putting off.",
        'Find its very first concrete action: open the document, get your trainers out…',
        'Set a 2-minute timer and do only that.',
        'When it rings, you’re allowed to stop… or to keep going if it’s flowing.',
      ],
      step: "Today, before 6 pm, apply the 2-minute rule to the task you've been putting off the most.",
    },
  },
  {
    id: 'prosCons',
    now: true,
    cue: /\b(?:avantages|inconvenients|pour et contre|pros|cons|salaire|salary)\b/,
    marker: /pour et contre|pros and cons/,
    fr: {
      name: 'les pour et contre pondérés',
      pitch:
        'Les pour et contre pondérés : on liste les arguments de chaque option, puis on donne à chacun un poids de 1 à 5 selon son importance pour [vous|toi].',
      label: 'Les pour et contre pondérés',
      tradeoff: "ils clarifient rationnellement, mais peuvent laisser l'intuition de côté",
      steps: [
        '[Faites|Fais] une colonne par option.',
        '[Listez|Liste] les pour et les contre de chacune, sans [vous|te] censurer.',
        '[Donnez|Donne] à chaque argument un poids de 1 à 5.',
        "[Additionnez|Additionne], puis [observez|observe] [votre|ta] réaction au résultat : soulagement ou déception, c'est une information précieuse.",
      ],
      step: "D'ici jeudi, [prenez|prends] vingt minutes pour poser [vos|tes] pour et contre pondérés sur une feuille.",
    },
    en: {
      name: 'weighted pros and cons',
      pitch:
        'Weighted pros and cons: you list the arguments for each option, then give each one a weight from 1 to 5 depending on how much it matters to you.',
      label: 'Weighted pros and cons',
      tradeoff: 'they bring rational clarity, but can leave your gut feeling out',
      steps: [
        'Make one column per option.',
        'List the pros and cons of each, without censoring yourself.',
        'Give every argument a weight from 1 to 5.',
        'Add them up, then notice how you react to the result: relief or disappointment is precious information.',
      ],
      step: 'By Thursday, take twenty minutes to write down your weighted pros and cons on one sheet of paper.',
    },
  },
  {
    id: 'values',
    now: true,
    cue: /\b(?:sens|valeurs?|meaning|values?|ce qui compte|what matters|m'ennuie|bored)\b/,
    marker: /boussole des valeurs|values compass/,
    fr: {
      name: 'la boussole des valeurs',
      pitch:
        'La boussole des valeurs aide à choisir en accord avec ce qui compte vraiment : on identifie ses trois valeurs essentielles, puis on regarde quelle option les respecte le mieux.',
      label: 'La boussole des valeurs',
      tradeoff: "elle aligne le choix sur l'essentiel, mais demande un peu d'introspection",
      steps: [
        '[Notez|Note] les trois valeurs qui comptent le plus pour [vous|toi] en ce moment : sécurité, liberté, famille, sens, créativité…',
        'Pour chaque option, [donnez|donne] une note de 0 à 10 sur chacune de ces valeurs.',
        '[Regardez|Regarde] quelle option respecte le mieux ce qui [vous|te] tient à cœur.',
      ],
      step: "Ce week-end, [prenez|prends] un quart d'heure pour dresser [votre|ta] boussole des valeurs et noter chaque option.",
    },
    en: {
      name: 'the values compass',
      pitch:
        'The values compass helps you choose in line with what really matters: you identify your three core values, then see which option honours them best.',
      label: 'The values compass',
      tradeoff: 'it aligns the choice with what matters, but takes a bit of reflection',
      steps: [
        'Write down the three values that matter most to you right now: security, freedom, family, meaning, creativity…',
        'Score each option from 0 to 10 on each of those values.',
        'See which option best respects what you care about.',
      ],
      step: 'This weekend, take fifteen minutes to draw up your values compass and score each option.',
    },
  },
  {
    id: 'tenTenTen',
    now: true,
    cue: /\b(?:regret\w*|long terme|long term)\b/,
    marker: /10-10-10/,
    fr: {
      name: 'la méthode 10-10-10',
      pitch:
        "La méthode 10-10-10 : on se demande ce qu'on penserait de ce choix dans 10 minutes, dans 10 mois et dans 10 ans. Ça aide à prendre du recul sur l'émotion du moment.",
      label: 'La méthode 10-10-10',
      tradeoff: 'elle donne du recul, mais ne remplace pas les informations concrètes',
      steps: [
        '[Imaginez|Imagine] que [vous avez|tu as] choisi la première option.',
        '[Demandez-vous|Demande-toi] : qu’est-ce que j’en penserai dans 10 minutes ? Dans 10 mois ? Dans 10 ans ?',
        '[Faites|Fais] de même avec l’autre option.',
        '[Comparez|Compare] : laquelle tient le mieux sur la durée ?',
      ],
      step: 'Ce soir, [prenez|prends] dix minutes pour passer chaque option au filtre 10-10-10, par écrit.',
    },
    en: {
      name: 'the 10-10-10 method',
      pitch:
        "The 10-10-10 method: you ask yourself how you'd feel about this choice in 10 minutes, in 10 months and in 10 years. It helps you step back from the emotion of the moment.",
      label: 'The 10-10-10 method',
      tradeoff: "it gives perspective, but doesn't replace concrete information",
      steps: [
        "Imagine you've chosen the first option.",
        'Ask yourself: how will I feel about it in 10 minutes? In 10 months? In 10 years?',
        'Do the same with the other option.',
        'Compare: which one holds up best over time?',
      ],
      step: 'This evening, take ten minutes to run each option through the 10-10-10 filter, in writing.',
    },
  },
  {
    id: 'testSmall',
    now: false,
    cue: /\b(?:reconversion|changer de (?:metier|voie)|career change|new field|risque\w*|risk\w*|securite|security)\b/,
    marker: /petite echelle|small scale/,
    fr: {
      name: 'le test à petite échelle',
      pitch:
        "Le test à petite échelle : avant de décider, on expérimente un morceau de l'option, sans grand risque, pour récolter de vraies informations.",
      label: 'Tester à petite échelle',
      tradeoff: 'ça réduit le risque, mais ça prend quelques semaines',
      steps: [
        "[Choisissez|Choisis] l'option qui [vous|te] fait à la fois envie et peur.",
        "[Trouvez|Trouve] une façon de la tester en petit : un café avec quelqu'un du métier, une formation d'une journée, une mission courte.",
        '[Fixez-vous|Fixe-toi] une date et une question précise à laquelle ce test doit répondre.',
        '[Faites|Fais] le bilan : qu’est-ce que [vous avez|tu as] appris ?',
      ],
      step: "D'ici dimanche, [identifiez|identifie] une personne qui fait ce qui [vous|te] tente et [envoyez-lui|envoie-lui] un message pour échanger vingt minutes.",
    },
    en: {
      name: 'a test on a small scale',
      pitch:
        'A test on a small scale: before deciding, you try out a piece of the option at low risk, to gather real information.',
      label: 'Testing it on a small scale',
      tradeoff: 'it reduces the risk, but takes a few weeks',
      steps: [
        'Pick the option that both attracts and scares you.',
        'Find a small way to test it: a coffee with someone in that field, a one-day course, a short assignment.',
        'Set yourself a date and one precise question the test should answer.',
        'Take stock: what did you learn?',
      ],
      step: 'By Sunday, find one person who does what tempts you and send them a message asking for a twenty-minute chat.',
    },
  },
  {
    id: 'smart',
    now: true,
    cue: /\b(?:flou|vague|objectif|goal)\b/,
    marker: /\bsmart\b/,
    fr: {
      name: "l'objectif SMART",
      pitch:
        "Un objectif SMART est spécifique, mesurable, atteignable, réaliste et limité dans le temps : c'est ce qui transforme une envie en plan.",
      label: "Reformuler l'objectif en SMART",
      tradeoff: 'ça rend le but concret, mais ça peut sembler un peu scolaire au début',
      steps: [
        'Spécifique : [écrivez|écris] ce que [vous voulez|tu veux] exactement, en une phrase.',
        'Mesurable : à quoi [verrez-vous|verras-tu] que c’est atteint ?',
        'Atteignable et réaliste : qu’est-ce qui est faisable avec [votre|ton] temps et [votre|ton] énergie actuels ?',
        'Temporel : [fixez|fixe] une date.',
      ],
      step: "D'ici demain soir, [réécrivez|réécris] [votre|ton] objectif au format SMART, en cinq lignes.",
    },
    en: {
      name: 'a SMART goal',
      pitch:
        'A SMART goal is specific, measurable, achievable, realistic and time-bound: that is what turns a wish into a plan.',
      label: 'Rewriting the goal as SMART',
      tradeoff: 'it makes the goal concrete, but can feel a bit like homework at first',
      steps: [
        'Specific: write exactly what you want, in one sentence.',
        'Measurable: how will you know you got there?',
        'Achievable and realistic: what fits your current time and energy?',
        'Time-bound: set a date.',
      ],
      step: 'By tomorrow evening, rewrite your goal in SMART format, in five lines.',
    },
  },
  {
    id: 'firstStep',
    now: true,
    cue: /\b(?:par ou commencer|where to start|overwhelming|enorme|huge)\b/,
    marker: /plus petit premier pas|smallest first step/,
    fr: {
      name: 'le plus petit premier pas',
      pitch:
        "Le plus petit premier pas : on cherche l'action la plus simple possible, faisable en moins de quinze minutes, qui avance dans la bonne direction.",
      label: 'Le plus petit premier pas',
      tradeoff: "il lance la dynamique tout de suite, mais ne donne pas encore la vue d'ensemble",
      steps: [
        "[Écrivez|Écris] l'objectif en haut d'une feuille.",
        '[Listez|Liste] tout ce qu’il faudrait faire, dans le désordre.',
        "[Entourez|Entoure] l'action la plus petite, faisable en moins de quinze minutes.",
        '[Inscrivez-la|Inscris-la] dans [votre|ton] agenda, avec une heure précise.',
      ],
      step: 'Dans les 48 heures, [faites|fais] le plus petit premier pas vers [votre|ton] objectif, en moins de quinze minutes.',
    },
    en: {
      name: 'the smallest first step',
      pitch:
        'The smallest first step: you look for the simplest possible action, doable in under fifteen minutes, that moves you in the right direction.',
      label: 'The smallest first step',
      tradeoff: "it gets things moving right away, but doesn't give you the big picture yet",
      steps: [
        'Write the goal at the top of a page.',
        'List everything that would need doing, in any order.',
        'Circle the smallest action, doable in under fifteen minutes.',
        'Put it in your calendar, at a specific time.',
      ],
      step: 'Within the next 48 hours, take the smallest first step towards your goal, in under fifteen minutes.',
    },
  },
  {
    id: 'threeGoodThings',
    now: false,
    cue: /\b(?:rien ne va|tout va mal|negati\w*|nothing goes right|everything'?s wrong)\b/,
    marker: /trois bonnes choses|three good things/,
    fr: {
      name: 'les trois bonnes choses',
      pitch:
        "L'exercice des trois bonnes choses : chaque soir, on note trois moments agréables de la journée, même minuscules, et ce qui les a rendus possibles.",
      label: 'Les trois bonnes choses',
      tradeoff:
        "l'exercice rééquilibre le regard sur la journée, mais l'effet se construit sur plusieurs jours",
      steps: [
        'Ce soir, [repensez|repense] tranquillement à [votre|ta] journée.',
        '[Notez|Note] trois bonnes choses, même petites : un café chaud, un message, un rayon de soleil.',
        'Pour chacune, [écrivez|écris] ce qui l’a rendue possible.',
        '[Recommencez|Recommence] pendant une semaine, et [observez|observe] ce qui change.',
      ],
      step: "Pendant les sept prochains soirs, [notez|note] trois bonnes choses avant d'éteindre la lumière.",
    },
    en: {
      name: 'three good things',
      pitch:
        'The three good things exercise: every evening, you write down three pleasant moments from your day, however tiny, and what made them possible.',
      label: 'Three good things',
      tradeoff: 'it rebalances how you see your day, but the effect builds over several days',
      steps: [
        'Tonight, think back calmly over your day.',
        'Write down three good things, however small: a warm coffee, a message, a bit of sunshine.',
        'For each one, note what made it possible.',
        'Keep it up for a week, and notice what changes.',
      ],
      step: 'For the next seven evenings, write down three good things before turning off the light.',
    },
  },
  {
    id: 'savouring',
    now: true,
    cue: /\b(?:bon moment|joie|heureu\w*|good moment|happy|joy)\b/,
    marker: /savour/,
    fr: {
      name: "l'art de savourer",
      pitch:
        "L'art de savourer consiste à prolonger un bon moment : on s'y arrête, on le détaille avec les sens, et on le laisse durer un peu plus longtemps que d'habitude.",
      label: "L'art de savourer",
      tradeoff: 'simple et immédiat, mais facile à oublier sans rappel',
      steps: [
        '[Repensez|Repense] à ce bon moment, ou [restez|reste] dans celui que [vous vivez|tu vis].',
        '[Remarquez|Remarque] les détails : ce que [vous avez vu|tu as vu], entendu, ressenti dans le corps.',
        '[Restez-y|Restes-y] trente secondes de plus que d’habitude.',
        '[Partagez-le|Partage-le] avec quelqu’un ou [notez-le|note-le] : cela prolonge l’effet.',
      ],
      step: "Aujourd'hui, [choisissez|choisis] un bon moment, même petit, [prenez|prends] une minute entière pour le savourer, puis [racontez-le|raconte-le] à quelqu'un.",
    },
    en: {
      name: 'the art of savouring',
      pitch:
        'The art of savouring means making a good moment last: you pause on it, take in the details with your senses, and let it linger a little longer than usual.',
      label: 'The art of savouring',
      tradeoff: 'simple and immediate, but easy to forget without a reminder',
      steps: [
        "Think back to that good moment, or stay with the one you're in.",
        'Notice the details: what you saw, heard and felt in your body.',
        'Stay with it thirty seconds longer than you normally would.',
        'Share it with someone or write it down: that makes the effect last.',
      ],
      step: 'Today, pick one good moment, however small, take a full minute to savour it, then tell someone about it.',
    },
  },
  {
    id: 'selfCompassion',
    now: true,
    cue: /\b(?:m'en veux|culpabil\w*|coupable|honte|dur avec moi|dure avec moi(?:-meme)?|me juger|bienveillant\w* (?:avec|envers) moi|blame myself|guilt\w*|ashamed|hard on myself|kinder to myself|gentler with myself|judging myself)\b/,
    marker: /auto-compassion|self-compassion/,
    fr: {
      name: "la pause d'auto-compassion",
      pitch:
        "La pause d'auto-compassion consiste à [vous|te] parler comme [vous parleriez|tu parlerais] à quelqu'un que [vous aimez|tu aimes] : reconnaître que c'est dur, se rappeler que d'autres vivent ça aussi, et s'offrir un peu de douceur.",
      label: "La pause d'auto-compassion",
      tradeoff: 'elle apaise le juge intérieur, mais peut sembler étrange les premières fois',
      steps: [
        '[Posez|Pose] une main sur [votre|ta] poitrine ou [votre|ton] ventre, et [respirez|respire] doucement.',
        '[Dites-vous|Dis-toi] : « C’est un moment difficile. »',
        'Puis : « D’autres vivent ça aussi, ça fait partie de la vie. »',
        'Et enfin : « De quoi ai-je besoin, là, maintenant ? »',
        '[Restez|Reste] quelques respirations avec la réponse, sans [vous|te] presser.',
      ],
      step: "Ce soir, [prenez|prends] deux minutes pour une pause d'auto-compassion, une main sur le cœur.",
    },
    en: {
      name: 'the self-compassion break',
      pitch:
        "The self-compassion break means talking to yourself the way you would to someone you love: acknowledging that it's hard, remembering that others go through this too, and offering yourself a little kindness.",
      label: 'The self-compassion break',
      tradeoff: 'it quiets the inner critic, but can feel strange the first few times',
      steps: [
        'Place a hand on your chest or your belly, and breathe gently.',
        'Tell yourself: “This is a hard moment.”',
        'Then: “Other people feel this too; it’s part of being human.”',
        'And finally: “What do I need, right now?”',
        'Stay with the answer for a few breaths, without rushing.',
      ],
      step: 'This evening, take two minutes for a self-compassion break, one hand on your heart.',
    },
  },
  {
    id: 'gentleActivity',
    now: false,
    cue: /\b(?:envie de rien|plus envie|reste au lit|canape|no energy|stay in bed|couch|sofa)\b/,
    marker: /activite douce|gentle ten-minute activity/,
    fr: {
      name: 'une activité douce de dix minutes',
      pitch:
        "Quand le moral est bas, une activité douce de dix minutes peut remettre un peu de mouvement : marcher dehors, ranger une étagère, écouter une chanson qu'on aime.",
      label: 'Une activité douce de dix minutes',
      tradeoff: "facile à lancer, mais l'effet reste modeste au début",
      steps: [
        '[Choisissez|Choisis] une activité qui [vous|te] faisait du bien avant, en version courte.',
        "[Fixez|Fixe] le moment : aujourd'hui, à une heure précise.",
        "[Faites-la|Fais-la] dix minutes, sans attendre d'en avoir envie.",
        '[Notez|Note] [votre|ton] humeur de 0 à 10, avant et après.',
      ],
      step: "Aujourd'hui, avant la fin de l'après-midi, [faites|fais] une activité douce de dix minutes, par exemple marcher dehors, et [notez|note] [votre|ton] humeur avant et après.",
    },
    en: {
      name: 'a gentle ten-minute activity',
      pitch:
        'When your mood is low, a gentle ten-minute activity can bring back a little movement: a walk outside, tidying one shelf, listening to a song you love.',
      label: 'A gentle ten-minute activity',
      tradeoff: 'easy to start, but the effect is modest at first',
      steps: [
        'Pick something that used to do you good, in a short version.',
        'Set the moment: today, at a specific time.',
        'Do it for ten minutes, without waiting to feel like it.',
        'Rate your mood from 0 to 10, before and after.',
      ],
      step: 'Today, before the end of the afternoon, do a gentle ten-minute activity, such as a walk outside, and rate your mood before and after.',
    },
  },
  {
    id: 'reachOut',
    now: true,
    cue: /\b(?:seule?|personne|amie?s?|contact|ecrire|appeler|alone|friends?|nobody|no one|text|call)\b/,
    marker: /pas vers quelqu'un|step towards someone/,
    fr: {
      name: "un petit pas vers quelqu'un",
      pitch:
        "Un petit pas vers quelqu'un, c'est renouer le lien en douceur : un message simple, une question, une invitation légère, sans viser une grande conversation.",
      label: "Un petit pas vers quelqu'un",
      tradeoff: 'il demande un peu de courage, mais le lien se reconstruit souvent ainsi',
      steps: [
        '[Pensez|Pense] à une personne avec qui le contact était agréable, même il y a longtemps.',
        '[Écrivez-lui|Écris-lui] un message court : « J’ai pensé à toi, comment vas-tu ? »',
        '[Envoyez-le|Envoie-le] sans attendre le moment parfait.',
        'Quoi qu’il arrive, [félicitez-vous|félicite-toi] d’avoir fait ce pas.',
      ],
      step: "D'ici demain soir, [envoyez|envoie] un message de deux lignes à une personne avec qui le contact était agréable.",
    },
    en: {
      name: 'a small step towards someone',
      pitch:
        'A small step towards someone means gently rebuilding a connection: a simple message, a question, a light invitation, without aiming for a big conversation.',
      label: 'A small step towards someone',
      tradeoff: 'it takes a little courage, but this is often how connection comes back',
      steps: [
        'Think of someone you used to enjoy talking to, even long ago.',
        'Write them a short message: “I was thinking of you, how are you doing?”',
        'Send it without waiting for the perfect moment.',
        'Whatever happens, give yourself credit for taking that step.',
      ],
      step: 'By tomorrow evening, send a two-line message to someone you used to enjoy talking to.',
    },
  },
  {
    id: 'groupActivity',
    now: false,
    cue: /\b(?:nouvelle ville|demenage\w*|connais personne|new city|moved|don'?t know anyone|club|association)\b/,
    marker: /activite en groupe|group activity/,
    fr: {
      name: 'une activité en groupe',
      pitch:
        "Une activité en groupe régulière (sport, chorale, bénévolat, atelier) crée du lien naturellement, sans la pression d'avoir à faire la conversation.",
      label: 'Une activité en groupe régulière',
      tradeoff: 'elle crée du lien dans la durée, mais demande de sortir un peu de sa zone de confort',
      steps: [
        '[Listez|Liste] trois activités qui [vous |t’]attirent un peu.',
        '[Cherchez|Cherche] ce qui existe près de chez [vous|toi].',
        "[Inscrivez-vous|Inscris-toi] à une séance d'essai.",
        '[Allez-y|Vas-y] au moins trois fois avant de juger.',
      ],
      step: "Cette semaine, [repérez|repère] une activité en groupe près de chez [vous|toi] et [inscrivez-vous|inscris-toi] à une séance d'essai.",
    },
    en: {
      name: 'a group activity',
      pitch:
        'A regular group activity (a sport, a choir, volunteering, a workshop) builds connection naturally, without the pressure of having to make conversation.',
      label: 'A regular group activity',
      tradeoff: 'it builds connection over time, but means stepping a little out of your comfort zone',
      steps: [
        'List three activities that appeal to you a little.',
        'Look up what exists near you.',
        'Sign up for a trial session.',
        'Go at least three times before deciding.',
      ],
      step: 'This week, find one group activity near you and sign up for a trial session.',
    },
  },
];

const BY_ID = new Map(TECHNIQUES.map((t) => [t.id, t]));

export function technique(id: string): Technique | undefined {
  return BY_ID.get(id);
}

const ANY_MARKER = new RegExp(TECHNIQUES.map((t) => `(?:${t.marker.source})`).join('|'));

/** Techniques mentioned in a folded bot turn, in order of appearance. */
export function mentionedTechniques(folded: string): Technique[] {
  if (!ANY_MARKER.test(folded)) return [];
  const found: { at: number; t: Technique }[] = [];
  for (const t of TECHNIQUES) {
    const at = folded.search(t.marker);
    if (at >= 0) found.push({ at, t });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.t);
}

/** What each coach proposes for each theme, best fit first. */
export const EMMA_TECHNIQUES: Record<Theme | 'none', readonly string[]> = {
  stress: ['box', 'breath478', 'bodyScan', 'selfCompassion'],
  anxiety: ['grounding', 'box', 'worryOnPaper', 'controlCircle'],
  sleep: ['breath478', 'bodyScan', 'worryJournal', 'windDown'],
  'self-confidence': ['selfCompassion', 'evidenceLog', 'smallWins'],
  relationships: ['iStatement', 'needBehind', 'activeListening'],
  work: ['box', 'controlCircle', 'boundaries', 'selfCompassion'],
  motivation: ['gentleActivity', 'selfCompassion', 'twoMinute'],
  decisions: ['values', 'tenTenTen'],
  goals: ['values', 'firstStep'],
  sadness: ['selfCompassion', 'gentleActivity', 'threeGoodThings'],
  loneliness: ['reachOut', 'selfCompassion', 'groupActivity'],
  anger: ['pauseStop', 'box', 'needBehind'],
  gratitude: ['savouring', 'threeGoodThings'],
  none: ['box', 'grounding', 'selfCompassion'],
};

export const LOUIS_TECHNIQUES: Record<Theme | 'none', readonly string[]> = {
  stress: ['priorities', 'controlCircle', 'boundaries', 'box'],
  anxiety: ['worryOnPaper', 'controlCircle', 'grounding'],
  sleep: ['windDown', 'stimulusControl', 'worryJournal', 'breath478'],
  'self-confidence': ['evidenceLog', 'smallWins', 'selfCompassion'],
  relationships: ['iStatement', 'activeListening', 'boundaries'],
  work: ['priorities', 'timeBox', 'boundaries', 'controlCircle'],
  motivation: ['twoMinute', 'timeBox', 'tinyHabit', 'smallWins'],
  decisions: ['prosCons', 'values', 'tenTenTen', 'testSmall'],
  goals: ['smart', 'firstStep', 'timeBox', 'tinyHabit'],
  sadness: ['gentleActivity', 'threeGoodThings', 'reachOut'],
  loneliness: ['reachOut', 'groupActivity', 'gentleActivity'],
  anger: ['pauseStop', 'needBehind', 'iStatement'],
  gratitude: ['threeGoodThings', 'savouring', 'smallWins'],
  none: ['timeBox', 'priorities', 'firstStep', 'smart'],
};
