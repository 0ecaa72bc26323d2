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
    [
      'acceptSuggestion',
      'Ok, faisons ça',
      after(
        'Je te propose un exercice d’ancrage : on nomme cinq choses autour de toi. On essaie ensemble ?',
        'Je suis super angoissée',
      ),
    ],
    [
      'acceptSuggestion',
      'Allez, je suis partante',
      thread('J’ai le cœur qui bat trop vite, t’as un exercice pour me calmer ?'),
    ],
    ['aboutCoach', 'Qui a eu l’idée de créer Emma et Louis ?', about('creator')],
    ['aboutCoach', 'Est-ce que mes conversations servent à entraîner une IA ?', about('privacy')],
    ['aboutCoach', 'Tu retiens tout ce que je te dis ? Ça reste entre nous ?', about('privacy')],
    [
      'suggest',
      'Demain j’ai un repas de famille tendu, tu me donnerais une idée pour garder mon calme à table ?',
    ],
    [
      'suggest',
      'Quand mon fils fait une crise, je perds patience. Une façon de rester zen dans ce moment-là ?',
    ],
    ['goodNews', 'Ma meilleure amie m’a fait une surprise pour mon anniversaire, je suis encore toute émue'],
    ['goodNews', 'Premier jour sans cigarette et je tiens le coup !'],
    ['venting', 'Mon voisin refait sa cuisine depuis trois semaines, perceuse dès 7h, je vais exploser'],
    ['venting', 'Encore une réunion qui aurait pu être un mail, j’ai perdu mon après-midi'],
    [
      'decision',
      'Rentrer chez mes parents pour Noël ou rester tranquille chez moi, je tourne ça dans tous les sens',
    ],
    [
      'answer',
      'Surtout le soir, quand la maison devient calme',
      after(
        'À quel moment de la journée cette tristesse est-elle la plus présente ?',
        'Je me sens triste depuis le déménagement',
      ),
    ],
    ['greeting', 'Hello Emma, me revoilà'],
  ]),
  ...group('a-emma-en', 'emma', 'en', [
    [
      'thanks',
      'I just wanted to say thank you, writing down my worries before bed has made such a difference this week, I actually fall asleep now',
    ],
    ['thanks', 'That reminder to be gentle with myself really stuck with me. Thank you so much'],
    [
      'acceptSuggestion',
      "ok let's do that",
      after(
        'A grounding exercise can help: naming five things you can see, four you can touch. Shall we try it together?',
        'my mind is racing',
      ),
    ],
    [
      'acceptSuggestion',
      "Sure, I'm in",
      thread("I'm shaking before my presentation, do you have a breathing exercise?"),
    ],
    ['aboutCoach', 'Who came up with this app? Is it a big company?', about('creator')],
    ['aboutCoach', 'Does anyone at the company read what I type here?', about('privacy')],
    ['aboutCoach', 'Will my chats be used to train some AI model?', about('privacy')],
    [
      'suggest',
      "My in-laws are visiting this weekend and I always end up tense, what's one thing I could do to stay grounded around them?",
    ],
    ['suggest', 'I cry every time I think about my dad. Is there something gentle I can do when it hits?'],
    ['goodNews', 'My best friend flew in to surprise me for my birthday, I am still grinning'],
    ['goodNews', 'Two weeks without a drink today!'],
    [
      'venting',
      'My upstairs neighbours have been stomping around at midnight every single night, I am about to lose it',
    ],
    ['venting', 'Another meeting that could have been an email. Three hours of my life gone.'],
    ['decision', "Christmas at my parents' or a quiet one at home, I keep flip-flopping"],
    [
      'answer',
      'Mostly in the evenings, when the house goes quiet',
      after('When in the day is the sadness strongest?', "I've felt sad since the move"),
    ],
    ['greeting', "Hi Emma, it's me again"],
  ]),
  ...group('a-louis-fr', 'louis', 'fr', [
    [
      'thanks',
      'Merci Louis, le coup des 25 minutes chrono m’a permis de boucler mon mémoire cette semaine, je voulais te le dire',
    ],
    ['thanks', 'Ta méthode des trois priorités a changé mes matinées, un grand merci'],
    [
      'acceptSuggestion',
      'Ça marche, on fait comme ça',
      after(
        'Je te propose un bloc de 25 minutes sur la tâche la plus lourde, minuteur lancé. On le prépare ensemble ?',
        'Je procrastine sur mon rapport',
      ),
    ],
    [
      'acceptSuggestion',
      'Ok go, je te suis',
      thread('Tu as une méthode pour démarrer une tâche que je repousse depuis des jours ?'),
    ],
    ['aboutCoach', 'C’est quelle société qui t’a programmé ?', about('creator')],
    ['aboutCoach', 'Vous revendez mes infos à des pubs ?', about('privacy')],
    ['aboutCoach', 'Si je ferme mon compte, mes échanges sont effacés ?', about('privacy')],
    [
      'suggest',
      'Je dois préparer un oral pour jeudi devant le jury, comment je peux organiser mes trois jours ?',
    ],
    [
      'suggest',
      'Au boulot je suis interrompu toutes les cinq minutes, tu aurais une stratégie pour me protéger ?',
    ],
    ['goodNews', 'J’ai enfin bouclé le dossier qui traînait depuis deux mois, quel soulagement'],
    ['goodNews', 'Mon projet a été retenu par le comité, on démarre en janvier !'],
    ['venting', 'Mon chef change les priorités tous les deux jours, impossible d’avancer, ça me rend dingue'],
    ['venting', 'Le client a encore tout modifié la veille de la livraison, j’en ai plein les bottes'],
    [
      'decision',
      'Je prends le poste à Bordeaux mieux payé ou je reste dans mon équipe actuelle que j’adore ?',
    ],
    [
      'answer',
      'Finir le chapitre 2 et envoyer le plan à ma directrice',
      after(
        'Quelles sont les deux choses qui feraient avancer ton mémoire cette semaine ?',
        'Mon mémoire n’avance pas',
      ),
    ],
    ['greeting', 'Salut Louis, ça roule ?'],
  ]),
  ...group('a-louis-en', 'louis', 'en', [
    [
      'thanks',
      'Thanks Louis, breaking the report into 20-minute chunks got me through it, I handed it in yesterday',
    ],
    ['thanks', 'Your two-minute rule idea changed my mornings, really appreciate it'],
    [
      'acceptSuggestion',
      "Alright, let's do it that way",
      after(
        'I suggest one 25-minute block on the hardest task, timer running. Shall we set it up together?',
        "I've been putting off my taxes",
      ),
    ],
    [
      'acceptSuggestion',
      'Yes please, walk me through it',
      thread('Do you have a method for starting a task I keep avoiding?'),
    ],
    ['aboutCoach', 'Who are the people that built you?', about('creator')],
    ['aboutCoach', 'Do you share my conversations with advertisers?', about('privacy')],
    ['aboutCoach', 'If I close my account, do my chats get wiped?', about('privacy')],
    [
      'suggest',
      'I have a job interview on Thursday for a data analyst role, how should I use the next three days to prepare?',
    ],
    ['suggest', 'At work I get interrupted every five minutes. Any strategy to protect my focus?'],
    ['goodNews', 'I finally wrapped up the project that had been dragging for two months, such a relief'],
    ['goodNews', 'The committee picked my proposal, we kick off in January!'],
    [
      'venting',
      'My manager reshuffles priorities every other day, I cannot get anything done, it drives me nuts',
    ],
    ['venting', 'The client changed everything again the night before delivery. I have had it.'],
    ['decision', 'Do I take the better-paid role in Bristol or stay with the team I love?'],
    [
      'answer',
      'Finishing chapter 2 and sending the outline to my supervisor',
      after('Which two things would move your thesis forward this week?', "My thesis isn't moving"),
    ],
    ['greeting', "Hey Louis, how's it going?"],
  ]),
];

// Batch B (64 cases), written after batch A's fixes and before any change for these.
const batchB: EvalCase[] = [
  ...group('b-emma-fr', 'emma', 'fr', [
    [
      'thanks',
      'Je relisais nos échanges de la semaine dernière et je me rends compte du chemin parcouru. Merci d’avoir été là.',
    ],
    [
      'thanks',
      'Bon, je crois que je vais aller me coucher, ça m’a fait du bien de vider mon sac. Merci Emma 🙏',
    ],
    [
      'acceptSuggestion',
      'Bonne idée, on commence',
      after(
        'On pourrait essayer une respiration lente : inspirer sur quatre temps, expirer sur six. On le fait ensemble ?',
        'Je suis à cran',
      ),
    ],
    [
      'acceptSuggestion',
      'Oui je veux bien essayer maintenant',
      thread('Je me sens submergée, j’ai besoin de souffler, une idée ?'),
    ],
    ['aboutCoach', 'Tu es développée par qui au juste ?', about('creator')],
    ['aboutCoach', 'Où sont stockés nos échanges ? En France ?', about('privacy')],
    ['aboutCoach', 'Mon mari pourrait lire ce que je t’écris s’il prend mon téléphone ?', about('privacy')],
    [
      'suggest',
      'Ce soir je dors chez ma belle-famille et je sais que je vais mal dormir. Qu’est-ce qui pourrait m’aider à me détendre avant de me coucher ?',
    ],
    [
      'suggest',
      'Je panique dès que je dois prendre la parole en réunion, aurais-tu quelque chose à me proposer ?',
    ],
    [
      'goodNews',
      'Mon frère et moi on s’est enfin reparlé après deux ans de silence, je suis sur un petit nuage',
    ],
    ['goodNews', 'J’ai reçu les résultats de la prise de sang, tout est normal, je respire enfin'],
    [
      'venting',
      'Ma sœur a encore annulé au dernier moment, c’est la troisième fois ce mois-ci, j’en ai ma claque',
    ],
    ['venting', 'Trois heures au téléphone avec la CAF pour rien, personne n’est capable de me répondre'],
    [
      'decision',
      'Je me demande si je devrais dire à ma copine ce que j’ai vu sur le téléphone de son mec, ou me taire',
    ],
    [
      'answer',
      'Ma grand-mère, elle savait toujours quoi dire',
      after('Qui, dans ta vie, t’a déjà fait sentir en sécurité ?', 'Je me sens un peu perdue en ce moment'),
    ],
    ['greeting', 'Coucou toi, quoi de beau ?'],
  ]),
  ...group('b-emma-en', 'emma', 'en', [
    [
      'thanks',
      "I was rereading our chats from last week and I can see how far I've come. Thank you for being there.",
    ],
    ['thanks', "Right, I think I'll head to bed, it felt good to get that off my chest. Thanks Emma 🙏"],
    [
      'acceptSuggestion',
      "Good idea, let's start",
      after('We could try slow breathing: in for four, out for six. Shall we do it together?', "I'm on edge"),
    ],
    [
      'acceptSuggestion',
      "Yes, I'd like to try it now",
      thread('I feel overwhelmed, I need a breather, any idea?'),
    ],
    ['aboutCoach', 'Who actually develops you?', about('creator')],
    ['aboutCoach', 'Where are our conversations stored? In Europe?', about('privacy')],
    ['aboutCoach', 'Could my husband read what I write to you if he picks up my phone?', about('privacy')],
    [
      'suggest',
      "I'm sleeping at my in-laws tonight and I know I'll sleep badly. What might help me unwind before bed?",
    ],
    ['suggest', 'I panic whenever I have to speak up in meetings, have you got anything for that?'],
    ['goodNews', "My brother and I finally talked again after two years of silence, I'm on cloud nine"],
    ['goodNews', 'Got my blood test results back, everything is normal, I can finally breathe'],
    ['venting', 'My sister cancelled at the last minute again, third time this month, I am so over it'],
    ['venting', 'Three hours on hold with the tax office for nothing, nobody can give me a straight answer'],
    [
      'decision',
      "I'm wondering whether to tell my friend what I saw on her boyfriend's phone, or keep it to myself",
    ],
    [
      'answer',
      'My grandmother, she always knew what to say',
      after('Who in your life has made you feel safe before?', 'I feel a bit lost right now'),
    ],
    ['greeting', 'Hey you, how have you been?'],
  ]),
  ...group('b-louis-fr', 'louis', 'fr', [
    [
      'thanks',
      'Je voulais juste te faire un retour : j’ai appliqué ta règle des deux minutes toute la semaine et ma boîte mail est à zéro. Merci !',
    ],
    ['thanks', 'Top, c’est exactement ce qu’il me fallait, merci pour le coup de main'],
    [
      'acceptSuggestion',
      'Ok on part là-dessus',
      after(
        'Je propose de lister tes critères puis de noter chaque option sur 10. On s’y met ensemble ?',
        'J’hésite entre deux offres',
      ),
    ],
    [
      'acceptSuggestion',
      'Vas-y, montre-moi comment on fait',
      thread('J’ai trop de choses sur ma liste, une méthode pour prioriser ?'),
    ],
    ['aboutCoach', 'Louis, t’as été codé par une boîte française ?', about('creator')],
    ['aboutCoach', 'Est-ce que l’équipe peut consulter mon historique ?', about('privacy')],
    ['aboutCoach', 'Je peux récupérer toutes mes données si je pars ?', about('privacy')],
    [
      'suggest',
      'Lundi je reprends après trois semaines de congé et j’ai 400 mails qui m’attendent, tu me conseilles de m’y prendre comment ?',
    ],
    [
      'suggest',
      'Je veux me remettre au sport mais je lâche toujours au bout de deux semaines, une approche qui tient dans la durée ?',
    ],
    ['goodNews', 'J’ai négocié une augmentation de 8 %, je n’y croyais pas'],
    ['goodNews', 'Le déménagement est bouclé et tout s’est passé sans accroc'],
    ['venting', 'Mon associé a signé un contrat sans me consulter, encore une fois, je suis hors de moi'],
    [
      'venting',
      'Le train a été supprimé, j’ai raté ma réunion et maintenant ils veulent que je rattrape ce soir, non mais sérieux',
    ],
    [
      'decision',
      'Prendre un an de césure ou enchaîner directement sur le master, qu’est-ce que tu en penses ?',
    ],
    [
      'answer',
      'Le mardi et le jeudi matin, avant que les réunions commencent',
      after(
        'Quels créneaux de la semaine pourrais-tu protéger pour ce travail de fond ?',
        'Je n’arrive pas à avancer sur mon projet de fond',
      ),
    ],
    ['greeting', 'Bonjour Louis, bien ou bien ?'],
  ]),
  ...group('b-louis-en', 'louis', 'en', [
    ['thanks', 'Quick update: I used your two-minute rule all week and my inbox is at zero. Thank you!'],
    ['thanks', "Spot on, that's exactly what I needed, thanks for the help"],
    [
      'acceptSuggestion',
      "OK, let's go with that",
      after(
        'I suggest listing your criteria, then scoring each option out of 10. Shall we get into it together?',
        "I'm torn between two offers",
      ),
    ],
    [
      'acceptSuggestion',
      'Go on, show me how it works',
      thread('I have too much on my list, a method to prioritise?'),
    ],
    ['aboutCoach', 'Were you coded by a French company, Louis?', about('creator')],
    ['aboutCoach', 'Can the team look at my history?', about('privacy')],
    ['aboutCoach', 'Can I get all my data back if I leave?', about('privacy')],
    [
      'suggest',
      "I'm back on Monday after three weeks off with 400 emails waiting, how would you advise me to tackle it?",
    ],
    [
      'suggest',
      'I want to get back into exercise but I always drop off after two weeks, an approach that lasts?',
    ],
    ['goodNews', 'I negotiated an 8% raise, I can hardly believe it'],
    ['goodNews', 'The move is done and everything went off without a hitch'],
    ['venting', "My business partner signed a contract without asking me, again, I'm beside myself"],
    [
      'venting',
      'The train got cancelled, I missed my meeting and now they want me to catch up tonight, are you kidding me',
    ],
    ['decision', 'Take a gap year or go straight into the master’s, what do you think?'],
    [
      'answer',
      'Tuesday and Thursday mornings, before meetings start',
      after(
        'Which slots in your week could you protect for deep work?',
        "I can't make progress on my deep-work project",
      ),
    ],
    ['greeting', 'Morning Louis, all good?'],
  ]),
];

// Batch C (64 cases), written after batch B's fixes and before any change for these: no
// punctuation, typos, the move in the middle of a longer message, slang.
const batchC: EvalCase[] = [
  ...group('c-emma-fr', 'emma', 'fr', [
    ['thanks', 'grâce à toi j’ai osé appeler ma mère hier soir et on a parlé une heure, merci infiniment'],
    ['thanks', 'je sais pas comment te remercier, tes petits exercices m’ont sauvé la semaine'],
    [
      'acceptSuggestion',
      'ok on y va doucement alors',
      after(
        'On peut faire un petit scan du corps, des pieds à la tête, en relâchant chaque zone. On essaie ensemble ?',
        'j’ai mal partout à force de stresser',
      ),
    ],
    [
      'acceptSuggestion',
      'oui stp guide moi',
      thread('j’arrive pas à me calmer ce soir, tu as un exercice ?'),
    ],
    ['aboutCoach', 'c’est une start-up qui te fait tourner ou un grand groupe ?', about('creator')],
    [
      'aboutCoach',
      'est ce que mes messages partent quelque part genre sur des serveurs américains',
      about('privacy'),
    ],
    ['aboutCoach', 'si je te raconte un truc très perso ça reste confidentiel hein ?', about('privacy')],
    [
      'suggest',
      'mon copain part 6 mois à l’étranger la semaine pro et j’ai déjà le cœur serré, qu’est ce que je peux faire pour mieux vivre la distance',
    ],
    [
      'suggest',
      'j’ai un rdv chez le dentiste demain et j’en ai une peur bleue. un truc pour pas paniquer dans la salle d’attente ?',
    ],
    ['goodNews', 'devine qui a été prise en alternance dans la boîte de ses rêves 😍😍'],
    ['goodNews', 'ça fait un mois que je médite tous les matins et je me sens vraiment plus posée'],
    [
      'venting',
      'sérieux mon proprio refuse toujours de réparer le chauffage alors qu’on est en novembre, je caille et il s’en fiche',
    ],
    [
      'venting',
      'ma mère m’a encore fait une réflexion sur mon poids devant tout le monde au repas, j’ai eu trop honte et j’ai la rage',
    ],
    [
      'decision',
      'partir en vacances seule ou attendre que mes amies soient dispo, je sais vraiment pas quoi faire',
    ],
    [
      'answer',
      'un peu de calme et quelqu’un qui m’écoute sans juger',
      after('De quoi aurais-tu besoin, là, tout de suite ?', 'je suis à bout'),
    ],
    ['greeting', 'bonsoir emma'],
  ]),
  ...group('c-emma-en', 'emma', 'en', [
    [
      'thanks',
      'because of you i dared to call my mum last night and we talked for an hour, thank you so so much',
    ],
    ['thanks', "i don't even know how to thank you, your little exercises saved my week"],
    [
      'acceptSuggestion',
      "ok let's go slowly then",
      after(
        'We could do a short body scan, from your feet to your head, softening each area. Shall we try it together?',
        'everything aches from the stress',
      ),
    ],
    ['acceptSuggestion', 'yes pls guide me', thread("i can't calm down tonight, do you have an exercise?")],
    ['aboutCoach', 'is there a startup running you or some big tech company?', about('creator')],
    ['aboutCoach', 'do my messages go somewhere like american servers', about('privacy')],
    ['aboutCoach', 'if i tell you something really personal it stays confidential right?', about('privacy')],
    [
      'suggest',
      'my boyfriend leaves for 6 months abroad next week and my heart already aches, what can i do to cope better with the distance',
    ],
    [
      'suggest',
      "dentist appointment tomorrow and i'm terrified. something to stop me panicking in the waiting room?",
    ],
    ['goodNews', 'guess who got an apprenticeship at her dream company 😍😍'],
    ['goodNews', "it's been a month of meditating every morning and i feel so much calmer"],
    [
      'venting',
      "seriously my landlord still won't fix the heating and it's november, i'm freezing and he doesn't care",
    ],
    [
      'venting',
      'my mum made another comment about my weight in front of everyone at dinner, i was so ashamed and i am raging',
    ],
    ['decision', "go on holiday alone or wait until my friends are free, i really don't know what to do"],
    [
      'answer',
      'some quiet and someone who listens without judging',
      after('What would you need, right now?', "i'm at the end of my rope"),
    ],
    ['greeting', 'evening emma'],
  ]),
  ...group('c-louis-fr', 'louis', 'fr', [
    ['thanks', 'grâce à ta méthode j’ai enfin attaqué ma déclaration d’impôts et c’est plié, merci louis'],
    ['thanks', 'franchement merci, ton tableau pour et contre m’a aidé à y voir clair'],
    [
      'acceptSuggestion',
      'ok ça me va, on fait ça',
      after(
        'Je te propose de découper le projet en trois jalons et de fixer le premier pour vendredi. On le cale ensemble ?',
        'mon projet perso n’avance pas',
      ),
    ],
    [
      'acceptSuggestion',
      'allez go on commence',
      thread('je repousse tout depuis une semaine, t’as une méthode pour m’y remettre ?'),
    ],
    ['aboutCoach', 'c’est qui tes créateurs ?', about('creator')],
    ['aboutCoach', 'vous faites quoi de mes données exactement', about('privacy')],
    ['aboutCoach', 'mon employeur peut avoir accès à ce que je te dis ?', about('privacy')],
    [
      'suggest',
      'j’ai un entretien annuel jeudi avec mon n+1 et je veux demander une augmentation, comment je prépare ça',
    ],
    [
      'suggest',
      'je passe mes soirées sur mon tel au lieu de bosser sur mon side project, des idées pour reprendre la main ?',
    ],
    ['goodNews', 'ma startup vient de lever 200k, je tremble encore'],
    ['goodNews', 'premier semi-marathon bouclé en moins de deux heures !!'],
    ['venting', 'mon collègue part en vacances et me laisse tous ses dossiers sans prévenir, comme d’hab'],
    ['venting', 'trois semaines que j’attends une réponse de la mairie pour mon permis, c’est un scandale'],
    ['decision', 'je lance mon activité maintenant ou j’attends d’avoir plus d’économies ?'],
    [
      'answer',
      'que je sois à l’aise avec les chiffres et que l’équipe soit sympa',
      after('Quels sont tes deux critères principaux pour ce nouveau poste ?', 'je cherche un nouveau job'),
    ],
    ['greeting', 'yo louis'],
  ]),
  ...group('c-louis-en', 'louis', 'en', [
    ['thanks', 'thanks to your method i finally tackled my tax return and it is sorted, thanks louis'],
    ['thanks', 'honestly thanks, your pros and cons table helped me see clearly'],
    [
      'acceptSuggestion',
      "ok works for me, let's do that",
      after(
        'I suggest splitting the project into three milestones and setting the first one for Friday. Shall we set it up together?',
        "my side project isn't moving",
      ),
    ],
    [
      'acceptSuggestion',
      "alright go let's start",
      thread("i've been putting everything off for a week, got a method to get back into it?"),
    ],
    ['aboutCoach', 'who are your creators?', about('creator')],
    ['aboutCoach', 'what exactly do you do with my data', about('privacy')],
    ['aboutCoach', 'can my employer get access to what i tell you?', about('privacy')],
    ['suggest', 'annual review with my manager on thursday and i want to ask for a raise, how do i prepare'],
    [
      'suggest',
      'i spend my evenings on my phone instead of working on my side project, ideas to get back on track?',
    ],
    ['goodNews', 'my startup just raised 200k, still shaking'],
    ['goodNews', 'first half marathon done in under two hours!!'],
    ['venting', 'my colleague goes on holiday and dumps all his files on me without warning, as usual'],
    ['venting', 'three weeks waiting for the council to answer about my permit, it is a scandal'],
    ['decision', 'do i launch my business now or wait until i have more savings?'],
    [
      'answer',
      'that i am comfortable with the numbers and that the team is nice',
      after('What are your two main criteria for this new job?', "i'm looking for a new job"),
    ],
    ['greeting', 'yo louis'],
  ]),
];

// Batch D (40 cases), written after batch C's fixes and before any change for these: threads,
// moves after a few turns, mixed registers.
const batchD: EvalCase[] = [
  ...group('d-emma-fr', 'emma', 'fr', [
    [
      'thanks',
      'Voilà, c’était juste pour te dire que j’ai passé une bien meilleure nuit grâce à ton conseil de poser le téléphone, merci',
      thread('Je dors mal', 'Je regarde mon téléphone jusqu’à minuit'),
    ],
    [
      'suggest',
      'Et concrètement, je fais quoi quand l’angoisse monte au bureau ?',
      thread('Bonjour', 'J’ai des crises d’angoisse au travail'),
    ],
    [
      'goodNews',
      'Au fait, j’ai eu mon permis ce matin !!',
      thread('Salut Emma', 'Je stresse pour mon examen'),
    ],
    [
      'venting',
      'Et là mon mec me dit que j’exagère, alors que c’est lui qui a oublié mon anniversaire',
      thread('Coucou', 'Ça va pas fort avec mon copain'),
    ],
    ['aboutCoach', 'Au fait, tu gardes une trace de tout ce qu’on se dit ?', about('privacy')],
    [
      'decision',
      'Du coup je l’appelle ce soir ou j’attends qu’il fasse le premier pas ?',
      thread('Mon meilleur ami et moi on s’est fâchés'),
    ],
  ]),
  ...group('d-emma-en', 'emma', 'en', [
    [
      'thanks',
      'Just wanted to say I had a much better night thanks to your tip about putting the phone away, so thank you',
      thread('I sleep badly', 'I scroll on my phone until midnight'),
    ],
    [
      'suggest',
      'So concretely, what do I do when the anxiety kicks in at the office?',
      thread('Hello', 'I get anxiety attacks at work'),
    ],
    [
      'goodNews',
      'Oh by the way, I passed my driving test this morning!!',
      thread('Hi Emma', "I'm stressed about my exam"),
    ],
    [
      'venting',
      'And now he tells me I am overreacting, when he is the one who forgot my birthday',
      thread('Hey', "Things aren't great with my boyfriend"),
    ],
    ['aboutCoach', 'By the way, do you keep a record of everything we say?', about('privacy')],
    [
      'decision',
      'So do I call him tonight or wait for him to make the first move?',
      thread('My best friend and I fell out'),
    ],
  ]),
  ...group('d-louis-fr', 'louis', 'fr', [
    [
      'thanks',
      'Bon, ça m’a bien débloqué tout ça, je vais m’y mettre. Merci pour ton aide',
      thread('Je n’arrive pas à commencer mon rapport', 'Il fait 30 pages'),
    ],
    [
      'suggest',
      'Ok mais concrètement, par quel bout je prends ce dossier ?',
      thread('Salut', 'J’ai un dossier énorme à rendre dans dix jours'),
    ],
    [
      'goodNews',
      'Petite victoire : j’ai tenu mes trois blocs de concentration aujourd’hui',
      thread('Je procrastine beaucoup'),
    ],
    [
      'venting',
      'Et voilà, le prestataire a encore livré en retard, tout mon planning tombe à l’eau',
      thread('Je gère un projet compliqué'),
    ],
    ['aboutCoach', 'Tu es un produit de quelle entreprise, au juste ?', about('creator')],
    [
      'decision',
      'Bon alors, je dis oui à ce projet en plus ou je refuse ?',
      thread('On m’a proposé de piloter un nouveau projet', 'J’ai déjà beaucoup de travail'),
    ],
    [
      'acceptSuggestion',
      'Ça me parle, allons-y',
      thread('J’ai du mal à prioriser mes tâches, une méthode ?'),
    ],
    [
      'answer',
      'Le rapport pour le client, clairement',
      after(
        'Laquelle de ces tâches, si elle était faite, allégerait le plus ta semaine ?',
        'J’ai quinze tâches en retard',
      ),
    ],
  ]),
  ...group('d-louis-en', 'louis', 'en', [
    [
      'thanks',
      "Right, that's unblocked me, I'm going to get on with it. Thanks for your help",
      thread("I can't start my report", "It's 30 pages long"),
    ],
    [
      'suggest',
      'OK but concretely, where do I start with this file?',
      thread('Hi', 'I have a huge file due in ten days'),
    ],
    ['goodNews', 'Small win: I stuck to my three focus blocks today', thread('I procrastinate a lot')],
    [
      'venting',
      'And there we go, the contractor delivered late again, my whole schedule is ruined',
      thread("I'm managing a complicated project"),
    ],
    ['aboutCoach', 'Which company makes you, exactly?', about('creator')],
    [
      'decision',
      'So, do I say yes to this extra project or turn it down?',
      thread("I've been offered to lead a new project", 'I already have a lot of work'),
    ],
    [
      'acceptSuggestion',
      "That makes sense, let's go",
      thread('I struggle to prioritise my tasks, a method?'),
    ],
    [
      'answer',
      'The client report, clearly',
      after(
        'Which of these tasks, once done, would lighten your week the most?',
        'I have fifteen overdue tasks',
      ),
    ],
  ]),
  ...group('d-mix', 'emma', 'en', [
    ['thanks', 'You always know what to say. Thank you, really.'],
    [
      'suggest',
      'Tonight I have a date and I get nervous around new people — any gentle trick to feel more at ease?',
    ],
    ['goodNews', 'She said yes!!! We are getting a dog 🐶'],
    [
      'venting',
      'The bus drove right past me in the rain, the driver saw me and just kept going. Great start to the day.',
    ],
    ['aboutCoach', 'Is what I write here used for anything else?', about('privacy')],
    [
      'acceptSuggestion',
      'Okay, I trust you, lead the way',
      thread('My chest is tight and I feel panicky, can you help me calm down?'),
    ],
  ]),
  ...group('d-mixfr', 'louis', 'fr', [
    ['thanks', 'Tu as toujours les bons mots. Merci, vraiment.'],
    [
      'suggest',
      'Ce soir j’ai un rendez-vous et je suis mal à l’aise avec les inconnus — une astuce pour être plus détendu ?',
    ],
    ['goodNews', 'Elle a dit oui !!! On adopte un chien 🐶'],
    [
      'venting',
      'Le bus m’est passé sous le nez sous la pluie, le chauffeur m’a vu et a continué. Super début de journée.',
    ],
    ['aboutCoach', 'Ce que j’écris ici, ça sert à autre chose ?', about('privacy')],
    [
      'acceptSuggestion',
      'D’accord, je te fais confiance, on y va',
      thread('Je suis débordé, j’ai besoin d’une méthode pour trier mes tâches'),
    ],
  ]),
];

// Batch E (40 cases), written after heldout2 was tuned on and before any change for these.
const batchE: EvalCase[] = [
  ...group('e-emma-fr', 'emma', 'fr', [
    [
      'thanks',
      'Je repensais à notre échange d’hier soir, ça m’a vraiment apaisée de pouvoir poser tout ça. Merci pour ta douceur.',
    ],
    ['suggest', 'Comment je pourrais rendre mes dimanches soirs moins angoissants ?'],
    [
      'suggest',
      'Mon fils a des terreurs nocturnes et je suis épuisée, tu aurais un conseil pour tenir le coup ?',
    ],
    ['goodNews', 'J’ai enfin osé m’inscrire au cours de poterie dont je rêvais, premier cours jeudi !'],
    ['venting', 'Ma collègue s’est encore approprié mon idée en réunion, et personne n’a rien dit'],
    ['aboutCoach', 'Tu es une vraie psy ou c’est automatique ?', about('ai')],
    ['aboutCoach', 'Est-ce que je peux tout effacer d’un coup si je veux ?', about('privacy')],
    [
      'acceptSuggestion',
      'Ok je te suis, on essaie',
      after(
        'Je te propose trois respirations lentes, en allongeant l’expiration. On essaie ensemble ?',
        'Je me sens oppressée',
      ),
    ],
    ['decision', 'Est-ce que je garde mon appart trop cher mais que j’adore, ou je déménage en banlieue ?'],
    [
      'answer',
      'Quand mes parents se disputaient, je me cachais dans ma chambre',
      after('Te souviens-tu de la première fois où tu as ressenti cette peur ?', 'J’ai peur des conflits'),
    ],
  ]),
  ...group('e-emma-en', 'emma', 'en', [
    [
      'thanks',
      'I was thinking back on our chat last night, it really calmed me to get it all out. Thank you for being so gentle.',
    ],
    ['suggest', 'How could I make Sunday evenings less dreadful?'],
    ['suggest', "My son has night terrors and I'm exhausted, got any advice to keep going?"],
    [
      'goodNews',
      'I finally signed up for the pottery class I have been dreaming of, first session on Thursday!',
    ],
    ['venting', 'My coworker took credit for my idea in the meeting again, and nobody said a word'],
    ['aboutCoach', 'Are you a real therapist or is this automated?', about('ai')],
    ['aboutCoach', 'Can I wipe everything in one go if I want to?', about('privacy')],
    [
      'acceptSuggestion',
      "Ok I'm with you, let's try",
      after(
        "Let's take three slow breaths, making each exhale longer. Shall we try together?",
        'my chest feels tight',
      ),
    ],
    ['decision', 'Do I keep my flat that is too expensive but I love, or move out to the suburbs?'],
    [
      'answer',
      'When my parents argued, I used to hide in my room',
      after('Do you remember the first time you felt this fear?', "I'm scared of conflict"),
    ],
  ]),
  ...group('e-louis-fr', 'louis', 'fr', [
    [
      'thanks',
      'Le découpage en étapes que tu m’as proposé la semaine dernière, je l’ai suivi à la lettre et mon dossier est parti. Merci !',
    ],
    ['suggest', 'Comment organiser ma semaine quand j’ai trois deadlines le même jour ?'],
    [
      'suggest',
      'Je veux apprendre l’espagnol avant l’été mais je ne trouve jamais le temps, tu vois une façon de m’y tenir ?',
    ],
    ['goodNews', 'Le client a validé la maquette du premier coup, l’équipe est ravie'],
    [
      'venting',
      'Encore une fois le logiciel a planté et j’ai perdu deux heures de travail, j’en peux plus de cet outil',
    ],
    ['aboutCoach', 'C’est une IA qui me répond là ?', about('ai')],
    ['aboutCoach', 'Combien ça coûte après la période d’essai ?', about('cost')],
    [
      'acceptSuggestion',
      'Banco, on s’y met',
      after(
        'Je propose de lister tes trois tâches clés et de bloquer un créneau pour la première. On s’y met ensemble ?',
        'Je suis débordé',
      ),
    ],
    ['decision', 'Je reste en CDI ou je tente le freelance ? J’ai pesé le pour et le contre dix fois'],
    [
      'answer',
      'Répondre aux mails, ça me prend toute la matinée',
      after('Quelle tâche te coûte le plus de temps pour le moins de valeur ?', 'Mes journées filent'),
    ],
  ]),
  ...group('e-louis-en', 'louis', 'en', [
    [
      'thanks',
      'The step-by-step breakdown you gave me last week, I followed it to the letter and my application is in. Thanks!',
    ],
    ['suggest', 'How do I organise my week when three deadlines fall on the same day?'],
    [
      'suggest',
      'I want to learn Spanish before summer but never find the time, see a way I could stick to it?',
    ],
    ['goodNews', 'The client approved the mock-up on the first try, the team is thrilled'],
    ['venting', 'The software crashed yet again and I lost two hours of work, I am so done with this tool'],
    ['aboutCoach', 'Is it an AI answering me right now?', about('ai')],
    ['aboutCoach', 'How much does it cost after the trial?', about('cost')],
    [
      'acceptSuggestion',
      "Deal, let's get on with it",
      after(
        'I suggest listing your three key tasks and blocking a slot for the first one. Shall we get into it together?',
        "I'm swamped",
      ),
    ],
    [
      'decision',
      "Do I stay in my permanent job or try freelancing? I've weighed the pros and cons ten times",
    ],
    [
      'answer',
      'Answering emails, it eats my whole morning',
      after('Which task costs you the most time for the least value?', 'My days slip away'),
    ],
  ]),
];

// Batch F (20 cases), probes written after heldout3 was measured and before any change for them:
// greetings that introduce the person (first time, new here, back again) and a bare go-ahead to a
// coach question that proposed something without naming a known exercise. 2/20 before their fix,
// 20/20 after (greetings were read as sharing or good news, the go-aheads as sharing).
const batchF: EvalCase[] = [
  ...group('f-emma-fr', 'emma', 'fr', [
    ['greeting', 'Coucou, je découvre l’application, je ne sais pas trop comment ça marche'],
    ['greeting', 'Bonjour Emma, c’est ma toute première conversation ici'],
    ['greeting', 're-bonjour, c’est encore moi'],
    [
      'acceptSuggestion',
      'ouais',
      after('Je peux te montrer une petite pause pour relâcher les épaules. Tu veux ?', 'Je suis tendue'),
    ],
    [
      'acceptSuggestion',
      'ok vas-y',
      after('Tu veux que je te propose quelque chose pour ce soir ?', 'Je dors mal en ce moment'),
    ],
  ]),
  ...group('f-emma-en', 'emma', 'en', [
    ['greeting', 'Hi there, first time using this, not sure where to begin'],
    ['greeting', 'Hey Emma, I just downloaded the app a minute ago'],
    ['greeting', 'hello again, I’m back'],
    [
      'acceptSuggestion',
      'yes please',
      after('Would it help if I shared a little something to calm the body?', 'My chest feels tight'),
    ],
    ['acceptSuggestion', 'go on', after('I have an idea for tonight, want to hear it?', 'I feel restless')],
  ]),
  ...group('f-louis-fr', 'louis', 'fr', [
    ['greeting', 'Salut Louis, je viens de m’inscrire, une amie m’a conseillé l’appli'],
    ['greeting', 'Bonsoir, premier message pour moi, je teste'],
    [
      'acceptSuggestion',
      'oui',
      after('Tu veux qu’on organise ta journée de demain ?', 'J’ai trop de choses à faire'),
    ],
    [
      'acceptSuggestion',
      'vas-y',
      after('J’ai une idée pour débloquer ça, je te la donne ?', 'Je procrastine'),
    ],
    [
      'acceptSuggestion',
      'ouais go',
      after('Ça te dirait qu’on fixe ensemble une première action ?', 'Je veux changer de poste'),
    ],
  ]),
  ...group('f-louis-en', 'louis', 'en', [
    ['greeting', "Hello Louis, I'm brand new to this"],
    ['greeting', 'Hey, first time here. A friend told me about you.'],
    ['acceptSuggestion', 'yep', after('Want me to help you plan tomorrow morning?', 'I waste my mornings')],
    [
      'acceptSuggestion',
      'sure thing',
      after(
        'I could suggest a way to get started on that report. Interested?',
        'I keep putting off my report',
      ),
    ],
    ['acceptSuggestion', 'ok, shoot', after('Shall I give you one next step?', 'My inbox is a mess')],
  ]),
];

export const dev3Cases: EvalCase[] = [...batchA, ...batchB, ...batchC, ...batchD, ...batchE, ...batchF];
