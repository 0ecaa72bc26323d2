-- The weekly mood read only base forms: "le travail me stresse" and "work stresses me but I feel
-- calmer" scored nothing negative and, in English, nothing at all (the gallery's sample week
-- showed 10/10 and 7.5/10). The common conjugated, plural and comparative forms of the same
-- words count now. "je me sens" made "sens" a top word: it joins the stop words with its kin.

insert into private.mood_words (word, polarity)
select word, 1 from unnest(array[
  -- French
  'calmes', 'calmer', 'apaise', 'apaiser', 'détends', 'détend', 'heureuses', 'contents', 'contentes',
  'sereins', 'sereines', 'motivés', 'motivées', 'rassuré', 'rassurée', 'soulage', 'soulager',
  'réussis', 'réussit', 'positif', 'positive', 'confiante', 'souriant', 'souriante',
  -- English
  'calmer', 'calmed', 'happier', 'happiest', 'better', 'best', 'relaxing', 'hopes', 'hoping', 'loved',
  'loving', 'enjoyed', 'enjoying', 'smiled', 'smiling', 'laughed', 'proudly', 'thankful', 'positive'
]) as word
union all
select word, -1 from unnest(array[
  -- French
  'stresse', 'stresses', 'stressent', 'stresser', 'stressant', 'stressante', 'stressés', 'stressées',
  'angoisses', 'angoisser', 'angoissant', 'angoissante', 'tristes', 'fatigués', 'fatiguées',
  'épuisés', 'épuisées', 'inquiets', 'inquiètes', 'inquiète', 'pleures', 'pleurent', 'pleuré',
  'énerve', 'énerver', 'déprime', 'seuls', 'seules', 'peurs', 'difficiles', 'négatif', 'négative',
  -- English
  'stress', 'stresses', 'stressful', 'stressing', 'worries', 'worrying', 'worse', 'worst', 'sadder',
  'saddest', 'tiring', 'cried', 'fears', 'scared', 'struggling', 'struggle', 'overwhelmed', 'hurt',
  'hurts', 'anxiously', 'negative'
]) as word
on conflict (word) do nothing;

insert into private.stop_words (word)
select unnest(array[
  -- French: "je me sens", "ça me fait", "je vais"
  'sens', 'sent', 'sentir', 'vais', 'vont', 'fais', 'font', 'dire', 'voudrais', 'aimerais',
  -- English
  'feels', 'felt', 'going', 'make', 'makes', 'would', 'like'
]) on conflict (word) do nothing;
