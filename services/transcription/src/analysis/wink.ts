import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

/**
 * The English pipeline, loaded on first use (not at import time) and shared:
 * loading the model costs ~100 ms and some memory.
 * Noun phrases are learnt as custom entities; they are the keyphrase candidates.
 */
export function wink(): WinkMethods {
  if (!instance) {
    instance = winkNLP(model);
    instance.learnCustomEntities(
      [
        {
          name: 'phrase',
          patterns: [
            '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
            '[ADJ|NOUN|PROPN] [NOUN|PROPN] [NOUN|PROPN]',
            '[NOUN|PROPN] [ADP] [NOUN|PROPN]',
            '[NOUN|PROPN] [ADP] [DET] [NOUN|PROPN]',
            '[PROPN]',
            '[NOUN]',
          ],
        },
      ],
      { matchValue: false, usePOS: true, useEntity: false },
    );
  }
  return instance;
}

/** The lemma reader; its published type does not fit `out()`, though it works there. */
export function lemmaIts(): ItsFunction<string> {
  return wink().its.lemma as unknown as ItsFunction<string>;
}
