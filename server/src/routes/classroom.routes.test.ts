import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomMessages,
  type Classroom,
  type ClassSummary,
  type Cohort,
  type JoinPreview,
} from '@shared/schemas/classroom';
import type { AccountExport } from '@shared/schemas/account';
import { passageTitle } from '@shared/content/passages';
import { quizBank } from '@shared/content/quiz-bank';
import { questionText } from '@shared/domain/quiz';
import type { Progress } from '@shared/schemas/progress';
import type { DatabaseHandle } from '../db/client';
import { classes, classMembers, learnerVersions, teachers, users } from '../db/schema';
import { createDigestReader } from '../services/notifications/digest';
import { renderDigest } from '../services/notifications/email-templates';
import { answerQuiz, completeStep } from '../test/learning-path';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let addressCounter = 0;
/** A fresh client address per call: the join limits per address are not what most cases test. */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

async function teacher() {
  const user = await registerUser(ctx.app, { firstName: 'Grace', lastName: 'Hopper' });
  const res = await request(ctx.app).post('/api/classroom/teacher').set(bearer(user.token));
  expect(res.status).toBe(200);
  expect((res.body as Classroom).isTeacher).toBe(true);
  return user;
}

async function createClass(token: string, name = 'Year 11 savings'): Promise<ClassSummary> {
  const res = await request(ctx.app).post('/api/classes').set(bearer(token)).send({ name, endDate: '2027-06-30' });
  expect(res.status).toBe(201);
  return res.body as ClassSummary;
}

const preview = (token: string, code: string) =>
  request(ctx.app).get(`/api/join/${code}`).set(bearer(token)).set('X-Forwarded-For', newAddress());
const join = (token: string, code: string, shareEmail = false) =>
  request(ctx.app)
    .post(`/api/join/${code}`)
    .set(bearer(token))
    .set('X-Forwarded-For', newAddress())
    .send({ shareEmail });
async function cohort(token: string, classId: number, language = 'en'): Promise<Cohort> {
  const res = await request(ctx.app)
    .get(`/api/classes/${classId}/cohort`)
    .set(bearer(token))
    .set('Accept-Language', language);
  expect(res.status).toBe(200);
  return res.body as Cohort;
}

describe('teachers and classes', () => {
  it('needs a session', async () => {
    expect((await request(ctx.app).get('/api/classroom')).status).toBe(401);
    expect((await request(ctx.app).post('/api/classes').send({ name: 'x' })).status).toBe(401);
    expect((await request(ctx.app).get('/api/join/K7MQ4XRT')).status).toBe(401);
  });

  it('refuses a class to a learner who is not a teacher (409), then creates one with a code', async () => {
    const { token } = await registerUser(ctx.app);
    const refused = await request(ctx.app).post('/api/classes').set(bearer(token)).send({ name: 'Mine' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    await request(ctx.app).post('/api/classroom/teacher').set(bearer(token));
    const made = await createClass(token);
    expect(made).toMatchObject({ name: 'Year 11 savings', endDate: '2027-06-30', archived: false, learnerCount: 0 });
    expect(made.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const mine = (await request(ctx.app).get('/api/classroom').set(bearer(token))).body as Classroom;
    expect(mine.teaching.map((c) => c.id)).toEqual([made.id]);
  });

  it('answers 400 with the field for a bad name or date', async () => {
    const { token } = await teacher();
    const blank = await request(ctx.app).post('/api/classes').set(bearer(token)).send({ name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toEqual(['Class name is required']);
    const long = await request(ctx.app)
      .post('/api/classes')
      .set(bearer(token))
      .send({ name: 'x'.repeat(81) });
    expect(long.body.error.fields.name).toEqual(['Class name must be at most 80 characters']);
    const date = await request(ctx.app)
      .post('/api/classes')
      .set(bearer(token))
      .send({ name: 'A', endDate: '2027-02-30' });
    expect(date.status).toBe(400);
    expect(date.body.error.fields.endDate).toBeDefined();
  });

  it('holds at most 20 open classes per teacher: the 21st answers 409 ENTRY_LIMIT, archiving one frees a place', async () => {
    const { token } = await teacher();
    const made: ClassSummary[] = [];
    for (let i = 0; i < 20; i += 1) made.push(await createClass(token, `Class ${i}`));
    const over = await request(ctx.app).post('/api/classes').set(bearer(token)).send({ name: 'One more' });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'ENTRY_LIMIT', message: expect.stringContaining('at most 20') });
    const archived = await request(ctx.app)
      .patch(`/api/classes/${made[0]!.id}`)
      .set(bearer(token))
      .send({ archived: true });
    expect(archived.body).toMatchObject({ archived: true, joinCode: null });
    await createClass(token, 'Now there is room');
    const unarchive = await request(ctx.app)
      .patch(`/api/classes/${made[0]!.id}`)
      .set(bearer(token))
      .send({ archived: false });
    expect(unarchive.status).toBe(409);
    expect(unarchive.body.error.code).toBe('ENTRY_LIMIT');
    const open = await ctx.database.db
      .select()
      .from(classes)
      .where(
        sql`${classes.archivedAt} is null and ${classes.teacherId} = (select teacher_id from classes where id = ${made[0]!.id})`,
      );
    expect(open).toHaveLength(20);
  });

  it('holds at most 200 learners per class: the 201st answers 409 ENTRY_LIMIT', async () => {
    const { token } = await teacher();
    const made = await createClass(token);
    // 200 learners, stored directly (registering 200 through the API would test registration).
    const inserted = await ctx.database.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          username: `bound_${made.id}_${i}`,
          email: `bound_${made.id}_${i}@example.com`,
          password: 'x',
          firstName: 'L',
          lastName: String(i),
        })),
      )
      .returning({ id: users.id });
    await ctx.database.db.insert(classMembers).values(inserted.map((u) => ({ classId: made.id, userId: u.id })));
    const late = await registerUser(ctx.app);
    const shown = (await preview(late.token, made.joinCode!)).body as JoinPreview;
    expect(shown.full).toBe(true);
    const res = await join(late.token, made.joinCode!);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'ENTRY_LIMIT', message: expect.stringContaining('200 learners') });
    expect((await cohort(token, made.id)).learners).toHaveLength(200);
  });
});

describe('joining with consent', () => {
  it('shows nothing to the teacher before the learner joins, then exactly what the preview said', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await completeStep.guide(ctx.app, learner.token);
    await answerQuiz(ctx.app, learner.token, 'strategies', 'wrong');
    await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(learner.token))
      .send({ targetAmount: 4321, targetDate: null });

    const shown = await preview(learner.token, made.joinCode!.toLowerCase());
    expect(shown.status).toBe(200);
    const body = shown.body as JoinPreview;
    expect(body).toMatchObject({ className: 'Year 11 savings', teacherName: 'Grace Hopper', alreadyMember: false });
    expect(body.yourEmail).toBe(learner.input.email);
    expect(body.teacherWillSee).toMatchObject({ displayName: 'Ada Lovelace', email: null, completedSteps: ['guide'] });
    // The preview stored nothing: the teacher sees no one.
    expect((await cohort(t.token, made.id)).learners).toEqual([]);

    const joined = await join(learner.token, made.joinCode!);
    expect(joined.status).toBe(201);
    const seen = await cohort(t.token, made.id);
    expect(seen.learners).toHaveLength(1);
    const row = seen.learners[0]!;
    const { joinedAt: _a, lastActiveDay: _b, ...rest } = row;
    const { joinedAt: _c, lastActiveDay: _d, ...promised } = body.teacherWillSee;
    expect(rest).toEqual(promised);
    expect(row.scores.map((s) => [s.step, s.passed, s.lastScore])).toEqual([
      ['guide', true, 6],
      ['strategies', false, 0],
    ]);
    // Never the treasury, the answers or the email.
    const text = JSON.stringify(seen);
    expect(text).not.toContain('4321');
    expect(text).not.toContain(learner.input.email);
    expect(text).not.toContain('"answers"');
    // The class's misses: the strategies questions, each with the lesson that teaches it.
    expect(seen.missedQuestions.length).toBeGreaterThan(0);
    expect(seen.missedQuestions[0]).toMatchObject({ step: 'strategies', missedBy: 1, answeredBy: 1 });
    expect(seen.missedQuestions[0]!.lesson.href).toMatch(/^\//);
    expect(seen.funnel[0]).toEqual({ stage: 'guide', label: 'Guide', learners: 1 });
    expect(seen.funnel[1]).toMatchObject({ stage: 'glossary', learners: 0 });

    // A Spanish page reads the same misses in Spanish: the question, and its lesson's title from
    // the Spanish content; the address, the ids and the numbers stay.
    const spanish = await cohort(t.token, made.id, 'es-MX,es;q=0.9');
    expect(spanish.missedQuestions.map((q) => q.questionId)).toEqual(seen.missedQuestions.map((q) => q.questionId));
    for (const [index, missed] of spanish.missedQuestions.entries()) {
      const english = seen.missedQuestions[index]!;
      const authored = quizBank.find((question) => question.id === missed.questionId)!;
      expect(missed.prompt).toBe(questionText(authored, 'es').prompt);
      expect(missed.prompt).not.toBe(english.prompt);
      expect(english.lesson.title).toBe(passageTitle(authored.taughtBy, 'en'));
      expect(missed.lesson).toEqual({ title: passageTitle(authored.taughtBy, 'es'), href: english.lesson.href });
      expect(missed.lesson.title).not.toBe(english.lesson.title);
      expect(missed).toMatchObject({ step: english.step, missedBy: english.missedBy, answeredBy: english.answeredBy });
    }
  });

  it('shows the email only when the learner shares it; joining again updates the choice (200)', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app);
    expect((await join(learner.token, made.joinCode!, true)).status).toBe(201);
    expect((await cohort(t.token, made.id)).learners[0]!.email).toBe(learner.input.email);
    const again = await join(learner.token, made.joinCode!, false);
    expect(again.status).toBe(200);
    expect((await cohort(t.token, made.id)).learners[0]!.email).toBeNull();
  });

  it('refuses the teacher joining their own class (409), and an unknown, rotated or closed code (404)', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    expect((await join(t.token, made.joinCode!)).status).toBe(409);
    const learner = await registerUser(ctx.app);
    const unknown = await preview(learner.token, 'ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await preview(learner.token, 'not-a-code')).status).toBe(404);

    const rotated = await request(ctx.app)
      .post(`/api/classes/${made.id}/join-code`)
      .set(bearer(t.token))
      .send({ action: 'rotate' });
    const fresh = (rotated.body as ClassSummary).joinCode!;
    expect(fresh).not.toBe(made.joinCode);
    expect((await join(learner.token, made.joinCode!)).status).toBe(404);
    expect((await join(learner.token, fresh)).status).toBe(201);

    await request(ctx.app).post(`/api/classes/${made.id}/join-code`).set(bearer(t.token)).send({ action: 'close' });
    const outsider = await registerUser(ctx.app);
    expect((await join(outsider.token, fresh)).status).toBe(404);
    expect((await cohort(t.token, made.id)).learners).toHaveLength(1);
  });
});

describe('isolation', () => {
  it("answers 404 for another teacher's class on every operation, and to a learner", async () => {
    const a = await teacher();
    const b = await teacher();
    const made = await createClass(a.token);
    const learner = await registerUser(ctx.app);
    await join(learner.token, made.joinCode!);
    const uid = learner.user.id;
    for (const token of [b.token, learner.token]) {
      const calls = [
        request(ctx.app).get(`/api/classes/${made.id}/cohort`).set(bearer(token)),
        request(ctx.app).patch(`/api/classes/${made.id}`).set(bearer(token)).send({ name: 'Mine now' }),
        request(ctx.app).post(`/api/classes/${made.id}/join-code`).set(bearer(token)).send({ action: 'close' }),
        request(ctx.app).put(`/api/classes/${made.id}/targets`).set(bearer(token)).send({ targets: [] }),
        request(ctx.app).delete(`/api/classes/${made.id}/learners/${uid}`).set(bearer(token)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
    const [stored] = await ctx.database.db.select().from(classes).where(eq(classes.id, made.id));
    expect(stored).toMatchObject({ name: 'Year 11 savings', joinCode: made.joinCode });
    expect((await cohort(a.token, made.id)).learners).toHaveLength(1);
  });
});

describe('leaving, removing and target dates', () => {
  it('a learner leaves, a teacher removes: the teacher then sees nothing of them', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const one = await registerUser(ctx.app);
    const two = await registerUser(ctx.app);
    await join(one.token, made.joinCode!);
    await join(two.token, made.joinCode!);
    const left = await request(ctx.app).delete(`/api/classroom/memberships/${made.id}`).set(bearer(one.token));
    expect(left.status).toBe(204);
    expect((await request(ctx.app).delete(`/api/classroom/memberships/${made.id}`).set(bearer(one.token))).status).toBe(
      404,
    );
    const removed = await request(ctx.app)
      .delete(`/api/classes/${made.id}/learners/${two.user.id}`)
      .set(bearer(t.token));
    expect(removed.status).toBe(204);
    expect((await cohort(t.token, made.id)).learners).toEqual([]);
    const mine = (await request(ctx.app).get('/api/classroom').set(bearer(two.token))).body as Classroom;
    expect(mine.memberships).toEqual([]);
  });

  it('target dates reach the learner’s classroom', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app);
    await join(learner.token, made.joinCode!);
    const set = await request(ctx.app)
      .put(`/api/classes/${made.id}/targets`)
      .set(bearer(t.token))
      .send({
        targets: [
          { step: 'glossary', dueDate: '2027-01-20' },
          { step: 'guide', dueDate: '2027-01-10' },
        ],
      });
    expect(set.status).toBe(200);
    const twice = await request(ctx.app)
      .put(`/api/classes/${made.id}/targets`)
      .set(bearer(t.token))
      .send({
        targets: [
          { step: 'guide', dueDate: '2027-01-10' },
          { step: 'guide', dueDate: '2027-01-11' },
        ],
      });
    expect(twice.status).toBe(400);
    const mine = (await request(ctx.app).get('/api/classroom').set(bearer(learner.token))).body as Classroom;
    expect(mine.memberships[0]).toMatchObject({
      name: 'Year 11 savings',
      teacherName: 'Grace Hopper',
      targets: [
        { step: 'guide', dueDate: '2027-01-10' },
        { step: 'glossary', dueDate: '2027-01-20' },
      ],
    });
  });
});

/** The progress answer's class targets (decision 015: the path reads them from it). */
async function classTargets(token: string): Promise<Progress['classTargets']> {
  const res = await request(ctx.app).get('/api/progress').set(bearer(token));
  expect(res.status).toBe(200);
  return (res.body as Progress).classTargets;
}

const setTargets = (token: string, classId: number, targets: { step: string; dueDate: string }[]) =>
  request(ctx.app).put(`/api/classes/${classId}/targets`).set(bearer(token)).send({ targets });

describe('class targets in the progress answer, kept in the learner cache (decision 054)', () => {
  it('follows joining, a change of targets or name, leaving, and the class going with its teacher', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app);
    // Read (and kept) before each change: a change that did not give the learner a new version
    // would be answered from memory.
    expect(await classTargets(learner.token)).toEqual([]);
    expect((await setTargets(t.token, made.id, [{ step: 'guide', dueDate: '2027-01-10' }])).status).toBe(200);
    await join(learner.token, made.joinCode!);
    expect(await classTargets(learner.token)).toEqual([
      { step: 'guide', className: 'Year 11 savings', dueDate: '2027-01-10' },
    ]);

    await setTargets(t.token, made.id, [
      { step: 'treasury', dueDate: '2027-03-01' },
      { step: 'guide', dueDate: '2027-01-12' },
    ]);
    expect(await classTargets(learner.token)).toEqual([
      { step: 'guide', className: 'Year 11 savings', dueDate: '2027-01-12' },
      { step: 'treasury', className: 'Year 11 savings', dueDate: '2027-03-01' },
    ]);
    const renamed = await request(ctx.app)
      .patch(`/api/classes/${made.id}`)
      .set(bearer(t.token))
      .send({ name: 'Year 12 savings' });
    expect(renamed.status).toBe(200);
    expect((await classTargets(learner.token)).map((target) => target.className)).toEqual([
      'Year 12 savings',
      'Year 12 savings',
    ]);

    await request(ctx.app).delete(`/api/classroom/memberships/${made.id}`).set(bearer(learner.token));
    expect(await classTargets(learner.token)).toEqual([]);

    await join(learner.token, made.joinCode!);
    expect(await classTargets(learner.token)).toHaveLength(2);
    await request(ctx.app).post('/api/account/delete').set(bearer(t.token)).send({ password: t.input.password });
    expect(await classTargets(learner.token)).toEqual([]);
  });

  it("does not give another class's members a new version", async () => {
    const t = await teacher();
    const mine = await createClass(t.token, 'Mine');
    const other = await createClass(t.token, 'Other');
    const learner = await registerUser(ctx.app);
    await join(learner.token, mine.joinCode!);
    const version = async () =>
      (
        await ctx.database.db
          .select({ version: learnerVersions.version })
          .from(learnerVersions)
          .where(eq(learnerVersions.userId, learner.user.id))
      )[0]?.version;
    const before = await version();
    await setTargets(t.token, other.id, [{ step: 'guide', dueDate: '2027-01-10' }]);
    expect(await version()).toBe(before);
    await setTargets(t.token, mine.id, [{ step: 'guide', dueDate: '2027-01-10' }]);
    expect(await version()).not.toBe(before);
  });
});

/** Every statement sent to the database through the handle's client until `stop()` (both drivers). */
function recordStatements(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return {
    texts,
    stop: () => {
      client.query = original;
    },
  };
}

describe('the cohort view', () => {
  it('answers in one statement, however many learners and answers the class holds', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    for (let i = 0; i < 3; i += 1) {
      const learner = await registerUser(ctx.app);
      await join(learner.token, made.joinCode!);
      if (i < 2) await answerQuiz(ctx.app, learner.token, 'guide', i === 0 ? 'right' : 'wrong');
    }
    await cohort(t.token, made.id); // prepared and the teacher's session checked once
    const recorded = recordStatements(ctx.database);
    let answer: Cohort;
    try {
      answer = await cohort(t.token, made.id);
    } finally {
      recorded.stop();
    }
    expect(answer.learners).toHaveLength(3);
    // On Postgres every request also reads its session with the learner's version (decision 054).
    const sessionCheck = /^select .* from "sessions" left join "learner_versions"/is;
    const own = recorded.texts.filter((text) => !sessionCheck.test(text));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(/"class_members"/);
  });
});

describe('stopping teaching and deleting a class', () => {
  const archive = (token: string, classId: number) =>
    request(ctx.app).patch(`/api/classes/${classId}`).set(bearer(token)).send({ archived: true });

  it('stops only with no open class (409), then keeps the archived classes', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app);
    await join(learner.token, made.joinCode!);
    const refused = await request(ctx.app).delete('/api/classroom/teacher').set(bearer(t.token));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: classroomMessages.openClasses });
    expect((await request(ctx.app).get('/api/classroom').set(bearer(t.token))).body).toMatchObject({
      isTeacher: true,
    });

    expect((await archive(t.token, made.id)).status).toBe(200);
    const stopped = await request(ctx.app).delete('/api/classroom/teacher').set(bearer(t.token));
    expect(stopped.status).toBe(200);
    const after = stopped.body as Classroom;
    expect(after.isTeacher).toBe(false);
    expect(after.teaching).toEqual([expect.objectContaining({ id: made.id, archived: true, learnerCount: 1 })]);
    // No longer a teacher: no new class, and the archived one is not reopened.
    expect((await request(ctx.app).post('/api/classes').set(bearer(t.token)).send({ name: 'New' })).status).toBe(409);
    expect(
      (await request(ctx.app).patch(`/api/classes/${made.id}`).set(bearer(t.token)).send({ archived: false })).status,
    ).toBe(404);
    // Stopping again changes nothing; a learner who never taught may ask too.
    expect((await request(ctx.app).delete('/api/classroom/teacher').set(bearer(t.token))).status).toBe(200);
    expect((await request(ctx.app).delete('/api/classroom/teacher').set(bearer(learner.token))).status).toBe(200);
    expect((await request(ctx.app).delete('/api/classroom/teacher')).status).toBe(401);
  });

  it('deletes an archived class with its memberships; refuses an open one (409) and another teacher’s (404)', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const other = await teacher();
    const learner = await registerUser(ctx.app);
    await join(learner.token, made.joinCode!);
    await setTargets(t.token, made.id, [{ step: 'guide', dueDate: '2027-01-10' }]);
    expect(await classTargets(learner.token)).toHaveLength(1);

    const open = await request(ctx.app).delete(`/api/classes/${made.id}`).set(bearer(t.token));
    expect(open.status).toBe(409);
    expect(open.body.error).toMatchObject({ code: 'CONFLICT', message: classroomMessages.deleteOpenClass });
    await archive(t.token, made.id);
    expect((await request(ctx.app).delete(`/api/classes/${made.id}`).set(bearer(other.token))).status).toBe(404);
    expect((await request(ctx.app).delete(`/api/classes/${made.id}`).set(bearer(learner.token))).status).toBe(404);

    expect((await request(ctx.app).delete(`/api/classes/${made.id}`).set(bearer(t.token))).status).toBe(204);
    expect(await ctx.database.db.select().from(classMembers).where(eq(classMembers.classId, made.id))).toEqual([]);
    expect(
      ((await request(ctx.app).get('/api/classroom').set(bearer(learner.token))).body as Classroom).memberships,
    ).toEqual([]);
    expect(await classTargets(learner.token)).toEqual([]);
    expect((await request(ctx.app).get(`/api/classes/${made.id}/cohort`).set(bearer(t.token))).status).toBe(404);
    expect((await request(ctx.app).delete(`/api/classes/${made.id}`).set(bearer(t.token))).status).toBe(404);
    const notAnId = await request(ctx.app).delete('/api/classes/abc').set(bearer(t.token));
    expect(notAnId.status).toBe(404);
    expect(notAnId.body.error.code).toBe('NOT_FOUND');
  });
});

describe('the weekly digest', () => {
  it('mentions a class target due within a week for a step not complete, and not one complete or far off', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app);
    await join(learner.token, made.joinCode!);
    await completeStep.guide(ctx.app, learner.token);
    await request(ctx.app)
      .put(`/api/classes/${made.id}/targets`)
      .set(bearer(t.token))
      .send({
        targets: [
          { step: 'guide', dueDate: '2027-01-12' },
          { step: 'glossary', dueDate: '2027-01-14' },
          { step: 'strategies', dueDate: '2027-03-01' },
        ],
      });
    const read = await createDigestReader(ctx.database.db)(learner.user.id, new Date('2027-01-11T08:00:00Z'));
    expect(read?.facts.classTargets).toEqual([
      { className: 'Year 11 savings', step: 'glossary', dueDate: '2027-01-14' },
    ]);
    const links = {
      unsubscribePage: 'https://a.example/u',
      oneClickUnsubscribe: 'https://a.example/o',
      settings: 'https://a.example/s',
    };
    expect(renderDigest(read!.facts, links).text).toContain(
      'Class target: Year 11 savings set Glossary for 2027-01-14.',
    );
    // After leaving, the class's targets are not the learner's any more.
    await request(ctx.app).delete(`/api/classroom/memberships/${made.id}`).set(bearer(learner.token));
    const after = await createDigestReader(ctx.database.db)(learner.user.id, new Date('2027-01-11T08:00:00Z'));
    expect(after?.facts.classTargets).toEqual([]);
  });
});

describe('export and deletion', () => {
  it('the export holds the memberships and exactly what each teacher sees', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const learner = await registerUser(ctx.app, { firstName: 'Ada', lastName: 'Lovelace' });
    await join(learner.token, made.joinCode!, true);
    const res = await request(ctx.app).get('/api/account/export').set(bearer(learner.token));
    expect(res.status).toBe(200);
    const exported = res.body as AccountExport;
    expect(exported.tables.class_members).toEqual([expect.objectContaining({ class_id: made.id, share_email: true })]);
    const seen = (await cohort(t.token, made.id)).learners[0]!;
    expect(exported.teacherViews).toEqual([
      { className: 'Year 11 savings', teacherName: 'Grace Hopper', joinedAt: seen.joinedAt, teacherSees: seen },
    ]);
    const teacherExport = (await request(ctx.app).get('/api/account/export').set(bearer(t.token)))
      .body as AccountExport;
    expect(teacherExport.tables.classes).toEqual([expect.objectContaining({ id: made.id, name: 'Year 11 savings' })]);
    expect(teacherExport.tables.teachers).toHaveLength(1);
  });

  it('deleting a learner removes their memberships; deleting a teacher removes their classes', async () => {
    const t = await teacher();
    const made = await createClass(t.token);
    const gone = await registerUser(ctx.app);
    const stays = await registerUser(ctx.app);
    await join(gone.token, made.joinCode!);
    await join(stays.token, made.joinCode!);
    const deleted = await request(ctx.app)
      .post('/api/account/delete')
      .set(bearer(gone.token))
      .send({ password: gone.input.password });
    expect(deleted.status).toBe(204);
    expect((await cohort(t.token, made.id)).learners).toHaveLength(1);

    await request(ctx.app).post('/api/account/delete').set(bearer(t.token)).send({ password: t.input.password });
    expect(await ctx.database.db.select().from(classes).where(eq(classes.id, made.id))).toEqual([]);
    expect(await ctx.database.db.select().from(teachers).where(eq(teachers.userId, t.user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(classMembers).where(eq(classMembers.classId, made.id))).toEqual([]);
    const mine = (await request(ctx.app).get('/api/classroom').set(bearer(stays.token))).body as Classroom;
    expect(mine.memberships).toEqual([]);
  });
});

describe('join-code guessing', () => {
  it('is limited per account and per address, valid codes included, and answers 429', async () => {
    const limited = await createTestContext({
      env: { RATE_LIMIT_JOIN_ACCOUNT: '3/15m', RATE_LIMIT_JOIN_ADDRESS: '5/15m' },
    });
    try {
      const t = await registerUser(limited.app);
      await request(limited.app).post('/api/classroom/teacher').set(bearer(t.token));
      const made = (await request(limited.app).post('/api/classes').set(bearer(t.token)).send({ name: 'Limits' }))
        .body as ClassSummary;
      const guesser = await registerUser(limited.app);
      const guess = (token: string, code: string, address: string) =>
        request(limited.app).get(`/api/join/${code}`).set(bearer(token)).set('X-Forwarded-For', address);
      for (const code of ['AAAAAAAA', 'BBBBBBBB', 'CCCCCCCC'])
        expect((await guess(guesser.token, code, '203.0.113.1')).status).toBe(404);
      const past = await guess(guesser.token, made.joinCode!, '203.0.113.2');
      expect(past.status).toBe(429);
      expect(past.body.error.code).toBe('RATE_LIMITED');
      expect(past.headers['retry-after']).toBeDefined();

      // Per address: other accounts from one address share its budget (5: 3 above and 2 here).
      const others = [await registerUser(limited.app), await registerUser(limited.app)];
      expect((await guess(others[0]!.token, 'DDDDDDDD', '203.0.113.1')).status).toBe(404);
      expect((await guess(others[1]!.token, 'EEEEEEEE', '203.0.113.1')).status).toBe(404);
      expect((await guess(others[1]!.token, made.joinCode!, '203.0.113.1')).status).toBe(429);
      expect((await guess(others[0]!.token, made.joinCode!, '203.0.113.9')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
