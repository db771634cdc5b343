import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { db, type Market, type QaNode } from '../db';
import { demoFlag } from '../demo';
import { BAD_PARAMS, BAD_SCORE, fail, get, NOT_FOUND, ok, post } from '../respond';

/** The chatbot (§7): the question tree and what the conversation records. */

const COPY = {
  greeting: {
    IN: 'Hi, I am your loan assistant. Pick a topic below or type your question.',
    ID: 'Halo, saya asisten pinjaman Anda. Pilih topik di bawah atau ketik pertanyaan Anda.',
  },
  thanks: {
    IN: 'Thank you for your feedback, we will keep improving.',
    ID: 'Terima kasih atas ulasan Anda, kami akan terus berbenah.',
  },
  noMatch: {
    IN: 'I could not find an answer to that. Tap "Hubungi CS" and our team will help you.',
    ID: 'Maaf, jawaban belum ditemukan. Tekan "Hubungi CS" dan tim kami akan membantu Anda.',
  },
} as const;

function qaView(node: QaNode) {
  const { market: _market, ...view } = node;
  return view;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);
}

/** Free-text questions get the question whose title shares the most words with them. */
function bestMatch(market: Market, text: string): QaNode | undefined {
  const asked = new Set(words(text));
  let best: { node: QaNode; hits: number } | undefined;
  for (const node of db.snapshot().qaNodes) {
    if (node.market !== market || node.answers.length === 0) continue;
    const hits = words(node.title_local).filter((w) => asked.has(w)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { node, hits };
  }
  return best?.node;
}

export const chatbotHandlers = [
  get(paths.app('/h5-api/v3/user-problem/get-qa-list'), (call) => {
    const pid = call.query.pid || '0';
    if (pid === '0') {
      return ok({
        question: { id: '0', title_local: call.say(COPY.greeting), action_type: 1, answers: [], report_result: '' },
        answerList: db.qaChildren(call.market, '0').map(qaView),
      });
    }
    const node = db.qaNode(call.market, pid);
    if (!node) return fail(call, '01', NOT_FOUND);
    return ok({ question: qaView(node), answerList: db.qaChildren(call.market, pid).map(qaView) });
  }),

  post(paths.app('/h5-api/v3/user-problem/qa-record'), (call) => {
    const { orderNo = '', type = '', value = '', qaId = '' } = call.body;
    if (type === '1' && demoFlag('handoverRecordDown')) return HttpResponse.error();
    if (!['1', '2', '3', '4'].includes(type)) return fail(call, '01', BAD_PARAMS);
    db.addQaRecord({ market: call.market, orderNo, type, value, qaId });
    const node = db.qaNode(call.market, qaId);
    if (type === '3') {
      const score = Number(value);
      if (!Number.isInteger(score) || score < 1 || score > 5) return fail(call, '01', BAD_SCORE);
      return ok({ text: score < 4 ? call.say(COPY.thanks) : '' });
    }
    if (type === '2') return ok({ text: value === '1' ? '' : (node?.report_result ?? '') });
    if (type === '4') {
      const match = bestMatch(call.market, value);
      return ok({
        text: match?.answers.map((a) => a.title_local).join('\n') ?? call.say(COPY.noMatch),
        qaId: match?.id ?? '',
      });
    }
    return ok({ text: '' });
  }),
];
