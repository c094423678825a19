import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { CourseForm } from './CourseForm.tsx';
import { courseDateText } from './CourseSummary.tsx';
import { courseToInput, newCourseValues } from './course-form-values.ts';
import { useCreateCourseMutation, useGetCourseQuery, useUpdateCourseMutation } from './courses.api.ts';

/** /courses/new (with ?deliveryDate= and ?driverId=) and /courses/:id/edit; after saving, the course's page. */
export function CourseFormPage() {
  const id = useParams().id;
  return id ? <EditCourse id={id} /> : <NewCourse />;
}

function NewCourse() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [createCourse] = useCreateCourseMutation();
  return (
    <>
      <PageHeader title="コースの新規登録" />
      <CourseForm
        defaultValues={newCourseValues(params)}
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const course = await createCourse(values).unwrap();
          notifySuccess('コースを登録しました');
          navigate(`/courses/${course.id}`, { replace: true });
        }}
      />
    </>
  );
}

function EditCourse({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: course, error, refetch } = useGetCourseQuery(id);
  const [updateCourse] = useUpdateCourseMutation();

  if (!course && isMissing(error))
    return <RecordNotFound what="コース" listPath="/courses" listLabel="コース一覧" />;
  if (!course) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="コースの編集" subtitle={`${courseDateText(course.deliveryDate)} / ${course.name}`} />
      <CourseForm
        key={course.id}
        course={course}
        defaultValues={courseToInput(course)}
        version={course.version}
        onCancel={() => navigate(`/courses/${course.id}`)}
        onSubmit={async (body) => {
          await updateCourse({ id: course.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/courses/${course.id}`, { replace: true });
        }}
      />
    </>
  );
}
