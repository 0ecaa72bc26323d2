// The third development part of the coach's evaluation set: probe batches written in the session
// of 26 Nov 2026, each before the engine was changed for it, aimed at generalisation (phrasings
// no earlier fix was written for: long thank-yous that say what helped, "ok, let's do that",
// who made the coach and privacy, requests that name a context, good news and frustration told
// in plain words). Each batch's score before its fixes is in its comment; the engine may be tuned
// on them afterwards.
import { about, after, type EvalCase, group, thread } from './cases.ts';

// Batch A (64 cases), written before any engine change this session.
const batchA: EvalCase[] = [
  ...group('a-emma-fr', 'emma', 'fr', [
    [
      'thanks',
      "Je voulais te dire merci, l'histoire de noter trois choses le soir ça m'a vraiment recentrée cette semaine",
    ],
    [
      'thanks',
      'Franchement ta remarque sur le fait d’être plus douce avec moi-même m’a fait un bien fou, merci beaucoup pour ça',
    ],
    ['acceptSuggestion', "Ok, faisons ça", after('Je te propose un exercice d’ancrage : on nomme cinq choses autour de toi. On essaie ensemble ?', 'Je suis super angoissée')],
    ['acceptSuggestion', 'Allez, je suis partante', thread('J’ai le cœur qui bat trop vite, t’as un exercice pour me calmer ?')],
    ['aboutCoach', 'Qui a eu l’idée de créer Emma et Louis ?', about('creator')],
    ['aboutCoach', 'Est-ce que mes conversations servent à entraîner une IA ?', about('privacy')],
    ['aboutCoach', 'Tu retiens tout ce que je te dis ? Ça reste entre nous ?', about('privacy')],
    ['suggest', 'Demain j’ai un repas de famille tendu, tu me donnerais une idée pour garder mon calme à table ?'],
    ['suggest', 'Quand mon fils fait une crise, je perds patience. Une façon de rester zen dans ce moment-là ?'],
    ['goodNews', 'Ma meilleure amie m’a fait une surprise pour mon anniversaire, je suis encore toute émue'],
    ['goodNews', 'Premier jour sans cigarette et je tiens le coup !'],
    ['venting', 'Mon voisin refait sa cuisine depuis trois semaines, perceuse dès 7h, je vais exploser'],
    ['venting', 'Encore une réunion qui aurait pu être un mail, j’ai perdu mon après-midi'],
    ['decision', 'Rentrer chez mes parents pour Noël ou rester tranquille chez moi, je tourne ça dans tous les sens'],
    ['answer', 'Surtout le soir, quand la maison devient calme', after('À quel moment de la journée cette tristesse est-elle la plus présente ?', 'Je me sens triste depuis le déménagement')],
    ['greeting', 'Hello Emma, me revoilà'],
  ]),
  ...group('a-emma-en', 'emma', 'en', [
    [
      'thanks',
      'I just wanted to say thank you, writing down my worries before bed has made such a difference this week, I actually fall asleep now',
    ],
    ['thanks', 'That reminder to be gentle with myself really stuck with me. Thank you so much'],
    ['acceptSuggestion', "ok let's do that", after('A grounding exercise can help: naming five things you can see, four you can touch. Shall we try it together?', 'my mind is racing')],
    ['acceptSuggestion', "Sure, I'm in", thread("I'm shaking before my presentation, do you have a breathing exercise?")],
    ['aboutCoach', 'Who came up with this app? Is it a big company?', about('creator')],
    ['aboutCoach', 'Does anyone at the company read what I type here?', about('privacy')],
    ['aboutCoach', 'Will my chats be used to train some AI model?', about('privacy')],
    ['suggest', "My in-laws are visiting this weekend and I always end up tense, what's one thing I could do to stay grounded around them?"],
    ['suggest', 'I cry every time I think about my dad. Is there something gentle I can do when it hits?'],
    ['goodNews', 'My best friend flew in to surprise me for my birthday, I am still grinning'],
    ['goodNews', 'Two weeks without a drink today!'],
    ['venting', 'My upstairs neighbours have been stomping around at midnight every single night, I am about to lose it'],
    ['venting', 'Another meeting that could have been an email. Three hours of my life gone.'],
    ['decision', "Christmas at my parents' or a quiet one at home, I keep flip-flopping"],
    ['answer', 'Mostly in the evenings, when the house goes quiet', after('When in the day is the sadness strongest?', "I've felt sad since the move")],
    ['greeting', "Hi Emma, it's me again"],
  ]),
  ...group('a-louis-fr', 'louis', 'fr', [
    ['thanks', 'Merci Louis, le coup des 25 minutes chrono m’a permis de boucler mon mémoire cette semaine, je voulais te le dire'],
    ['thanks', 'Ta méthode des trois priorités a changé mes matinées, un grand merci'],
    ['acceptSuggestion', 'Ça marche, on fait comme ça', after('Je te propose un bloc de 25 minutes sur la tâche la plus lourde, minuteur lancé. On le prépare ensemble ?', 'Je procrastine sur mon rapport')],
    ['acceptSuggestion', 'Ok go, je te suis', thread('Tu as une méthode pour démarrer une tâche que je repousse depuis des jours ?')],
    ['aboutCoach', 'C’est quelle société qui t’a programmé ?', about('creator')],
    ['aboutCoach', 'Vous revendez mes infos à des pubs ?', about('privacy')],
    ['aboutCoach', 'Si je ferme mon compte, mes échanges sont effacés ?', about('privacy')],
    ['suggest', 'Je dois préparer un oral pour jeudi devant le jury, comment je peux organiser mes trois jours ?'],
    ['suggest', 'Au boulot je suis interrompu toutes les cinq minutes, tu aurais une stratégie pour me protéger ?'],
    ['goodNews', 'J’ai enfin bouclé le dossier qui traînait depuis deux mois, quel soulagement'],
    ['goodNews', 'Mon projet a été retenu par le comité, on démarre en janvier !'],
    ['venting', 'Mon chef change les priorités tous les deux jours, impossible d’avancer, ça me rend dingue'],
    ['venting', 'Le client a encore tout modifié la veille de la livraison, j’en ai plein les bottes'],
    ['decision', 'Je prends le poste à Bordeaux mieux payé ou je reste dans mon équipe actuelle que j’adore ?'],
    ['answer', 'Finir le chapitre 2 et envoyer le plan à ma directrice', after('Quelles sont les deux choses qui feraient avancer ton mémoire cette semaine ?', 'Mon mémoire n’avance pas')],
    ['greeting', 'Salut Louis, ça roule ?'],
  ]),
  ...group('a-louis-en', 'louis', 'en', [
    ['thanks', 'Thanks Louis, breaking the report into 20-minute chunks got me through it, I handed it in yesterday'],
    ['thanks', 'Your two-minute rule idea changed my mornings, really appreciate it'],
    ['acceptSuggestion', "Alright, let's do it that way", after('I suggest one 25-minute block on the hardest task, timer running. Shall we set it up together?', "I've been putting off my taxes")],
    ['acceptSuggestion', 'Yes please, walk me through it', thread('Do you have a method for starting a task I keep avoiding?')],
    ['aboutCoach', 'Who are the people that built you?', about('creator')],
    ['aboutCoach', 'Do you share my conversations with advertisers?', about('privacy')],
    ['aboutCoach', 'If I close my account, do my chats get wiped?', about('privacy')],
    ['suggest', "I have a job interview on Thursday for a data analyst role, how should I use the next three days to prepare?"],
    ['suggest', 'At work I get interrupted every five minutes. Any strategy to protect my focus?'],
    ['goodNews', 'I finally wrapped up the project that had been dragging for two months, such a relief'],
    ['goodNews', 'The committee picked my proposal, we kick off in January!'],
    ['venting', 'My manager reshuffles priorities every other day, I cannot get anything done, it drives me nuts'],
    ['venting', 'The client changed everything again the night before delivery. I have had it.'],
    ['decision', 'Do I take the better-paid role in Bristol or stay with the team I love?'],
    ['answer', 'Finishing chapter 2 and sending the outline to my supervisor', after('Which two things would move your thesis forward this week?', "My thesis isn't moving")],
    ['greeting', "Hey Louis, how's it going?"],
  ]),
];

export const dev3Cases: EvalCase[] = [...batchA];
