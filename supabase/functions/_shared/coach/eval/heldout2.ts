// A second held-out part of the coach's evaluation set, written in session 18 by a helper who
// never saw the engine (only cases.ts and the opening of heldout.ts, for the format), before any
// tuning on it. Measured once, at the end; never tune on it. Some cases mix a move with a topic
// that could mislead (good news about work, a tip about a relationship, thanks inside a longer
// message, a greeting followed by news).
// Now a development part: measured once at the end of session 18 (55/71 = 77.5 %), then once in
// the session of 26 Nov 2026 after the scored cue reading and before any tuning on it (65/71 =
// 91.5 %), then studied and tuned on once heldout3.ts was written (it was then 71/71).
import { about, after, type EvalCase, group, thread } from './cases.ts';

export const heldout2Cases: EvalCase[] = [
  ...group('h2-emma-fr', 'emma', 'fr', [
    [
      'suggest',
      "Avec ma copine c'est tendu depuis des semaines, tu aurais une astuce pour qu'on se parle sans s'énerver ?",
    ],
    ['suggest', "j'arrive pas à décrocher du boulot le soir, t'as un truc pour lâcher prise ?"],
    [
      'goodNews',
      "J'ai eu la promotion ! Après tous ces mois de stress au travail, je suis tellement soulagée",
    ],
    ['goodNews', "Ça y est, j'ai osé appeler ma sœur après deux ans de silence, et on s'est réconciliées"],
    [
      'thanks',
      "J'ai repensé à ce qu'on s'est dit hier sur ma mère et sur le fait de poser des limites, ça m'a vraiment aidée à y voir clair. Merci Emma, vraiment.",
    ],
    ['thanks', 'merci pour tout ça, ça m’a fait du bien de parler'],
    ['aboutCoach', "C'est une IA qui me répond ou une vraie psy ?", about('ai')],
    ['aboutCoach', 'Combien ça coûte de continuer à te parler après les messages offerts ?', about('cost')],
    ['aboutCoach', 'Qui est derrière cette application ?', about('creator')],
    ['decision', 'J’hésite à quitter Paris pour me rapprocher de mes parents, je ne sais pas quoi choisir'],
    ['decision', "Est-ce que je dis à mon amie qu'elle m'a blessée, ou je laisse couler ?"],
    [
      'venting',
      "Mon voisin fait des travaux tous les dimanches à 8h, j'en ai ras-le-bol, personne ne respecte rien",
    ],
    [
      'venting',
      "J'en ai marre, au boulot on me refile toujours les dossiers pourris et personne ne dit merci",
    ],
    [
      'answer',
      "Plutôt le soir, quand je me retrouve seule dans l'appart",
      after(
        'Ce sentiment de solitude, il arrive plutôt à quel moment de la journée ?',
        "Je me sens seule depuis que j'ai déménagé",
      ),
    ],
    [
      'answer',
      'Je crois que c’est la peur de décevoir mon père',
      after(
        "Qu'est-ce qui vous retient, à votre avis, quand vous voulez dire non ?",
        "J'arrive jamais à dire non",
        "C'est difficile quand on a peur de la réaction de l'autre. Ça vous arrive avec tout le monde ?",
        'Surtout avec ma famille',
      ),
    ],
    [
      'acceptSuggestion',
      "d'accord, je veux bien essayer",
      thread("Je suis hyper tendue avant mon entretien demain, tu peux m'aider à me détendre ?"),
    ],
    [
      'acceptSuggestion',
      'Ok, allons-y',
      thread('Salut Emma', "J'ai du mal à m'endormir, mes pensées tournent en boucle"),
    ],
    ['greeting', 'Coucou Emma, ça fait longtemps !'],
  ]),
  ...group('h2-emma-en', 'emma', 'en', [
    ['suggest', 'My partner and I keep bickering over chores, any tips for talking about it calmly?'],
    ['suggest', 'Could you suggest something small to lift my mood on a rainy afternoon?'],
    ['goodNews', "Guess what, I passed my probation at work! My manager said I'm doing brilliantly"],
    ['goodNews', 'I slept through the whole night for the first time in weeks'],
    [
      'thanks',
      'I tried the journaling thing you mentioned and wrote three pages last night about my dad, which I never expected to do. Anyway, thank you so much for that.',
    ],
    ['thanks', 'cheers Emma, that really helped'],
    ['aboutCoach', 'Who actually made this app?', about('creator')],
    ['aboutCoach', 'Does anyone else get to read what I write here?', about('privacy')],
    ['decision', "Should I tell my best friend I don't want to be her bridesmaid, or just go along with it?"],
    ['decision', "I can't decide whether to adopt a dog now or wait until I've moved"],
    [
      'venting',
      "My flatmate left the kitchen a total mess AGAIN and I'm so fed up with being the only one who cleans",
    ],
    ['venting', "Ugh, the family group chat is full of drama again, I'm sick of being dragged into it"],
    [
      'answer',
      "Mostly in meetings, when everyone's looking at me",
      after('When do you notice your heart racing the most?', 'I get really anxious at work'),
    ],
    [
      'answer',
      'Probably my grandmother, she always listened without judging',
      after(
        'Is there someone in your life who made you feel safe growing up?',
        'I find it hard to trust people',
        'That sounds lonely. Has it always been this way?',
        'Since I was a kid, yeah',
      ),
    ],
    [
      'acceptSuggestion',
      "Yes please, let's do that",
      thread('I feel so overwhelmed by everything on my plate today'),
    ],
    [
      'acceptSuggestion',
      "sure, I'll give it a go",
      thread('Hi Emma', "I keep replaying an awkward conversation from this morning and can't let it go"),
    ],
    ['greeting', 'Hey Emma, good morning!'],
    ['greeting', 'hiya 👋'],
  ]),
  ...group('h2-louis-fr', 'louis', 'fr', [
    ['suggest', 'Une méthode pour arrêter de procrastiner sur mon mémoire ?'],
    [
      'suggest',
      'Comment mieux répartir mes semaines entre le sport, le travail et ma copine ? Tu as une technique ?',
    ],
    ['goodNews', "J'ai couru mon premier semi-marathon ce matin en moins de deux heures !"],
    [
      'goodNews',
      "Mon couple va beaucoup mieux depuis qu'on fait un point chaque dimanche, on ne s'est pas disputés de la semaine",
    ],
    ['thanks', 'Merci Louis, ta méthode des trois priorités a changé ma journée'],
    [
      'thanks',
      "Je voulais te dire que j'ai suivi ton conseil de découper le projet en petites étapes, et j'ai rendu le dossier à temps. Merci beaucoup !",
    ],
    ['aboutCoach', 'Qui a créé Louis ? Une entreprise, une personne ?', about('creator')],
    ['aboutCoach', "Tu es un programme ou il y a quelqu'un derrière l'écran ?", about('ai')],
    [
      'decision',
      "Je dois choisir entre un CDI bien payé dans une grosse boîte et un poste dans une petite start-up qui m'attire plus. Tu m'aides à trancher ?",
    ],
    [
      'decision',
      "Reprendre des études à 35 ans ou rester dans mon poste actuel, je n'arrive pas à me décider",
    ],
    [
      'venting',
      "J'ai bossé tout le week-end sur cette présentation et mon manager l'a balayée en deux minutes, c'est rageant",
    ],
    [
      'venting',
      'Franchement ras le bol de ces réunions qui ne servent à rien, on perd des heures chaque semaine',
    ],
    [
      'answer',
      'Je dirais trois heures par jour, surtout sur mon téléphone',
      after(
        'Combien de temps estimez-vous passer sur les réseaux sociaux chaque jour ?',
        "Je n'ai jamais le temps de lire",
      ),
    ],
    [
      'answer',
      "Devenir chef d'équipe d'ici deux ans",
      after(
        'Quel objectif aimeriez-vous atteindre concrètement ?',
        'Je veux évoluer dans ma carrière',
        "Très bien. Qu'est-ce qui vous motive dans cette évolution ?",
        'Avoir plus de responsabilités',
      ),
    ],
    [
      'acceptSuggestion',
      'Ok, on fait ça',
      thread("Je n'arrive pas à tenir mes bonnes résolutions plus d'une semaine"),
    ],
    [
      'acceptSuggestion',
      'Vas-y, montre-moi',
      thread('Bonjour Louis', "J'ai trop de tâches et je ne sais pas par où commencer"),
    ],
    ['greeting', 'Bonsoir Louis'],
    ['greeting', 'Salut Louis, me revoilà'],
  ]),
  ...group('h2-louis-en', 'louis', 'en', [
    ['suggest', "What's a good framework for setting goals I'll actually stick to?"],
    ['suggest', 'My girlfriend says I never really listen. Any practical technique to get better at it?'],
    ['goodNews', "I finally got the job offer I've been chasing for months!"],
    ['goodNews', 'Hit my savings target for the year two months early'],
    ['thanks', 'Thanks Louis, the pomodoro idea worked a treat'],
    [
      'thanks',
      "Just a quick one before my meeting: thanks for yesterday's advice on negotiating, I'm going in to ask for the raise feeling prepared.",
    ],
    ['aboutCoach', 'How much does the subscription cost per month?', about('cost')],
    ['aboutCoach', 'Is my data stored somewhere? Who can see it?', about('privacy')],
    [
      'decision',
      'Should I take the promotion that means relocating to Manchester, or stay where my friends are?',
    ],
    ['decision', "Freelance or stay employed? I've got pros and cons on both sides and I'm stuck"],
    ['venting', "My co-founder missed another deadline and I'm left cleaning up after him, I'm so annoyed"],
    ['venting', 'Three job rejections this week, all with the same copy-paste email. Brilliant.'],
    [
      'answer',
      "Probably the lack of feedback, I never know if I'm doing well",
      after('What frustrates you most about your current role?', 'I feel stuck at work'),
    ],
    [
      'answer',
      'About 6 hours most nights',
      after(
        'How many hours of sleep do you usually get?',
        'I want to be more productive in the mornings',
        'Good goal. What does your morning look like right now?',
        'Snooze button three times, then rush out the door',
      ),
    ],
    [
      'acceptSuggestion',
      "Sounds good, let's try it",
      thread('I keep checking my phone when I should be working'),
    ],
    [
      'acceptSuggestion',
      'Alright, walk me through it',
      thread('Hi Louis', 'I want to start running but I always give up after a week'),
    ],
    ['greeting', 'Morning Louis!'],
  ]),
];
