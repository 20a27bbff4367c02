import type { SeedCourseLanguage } from './types';

export const VI: SeedCourseLanguage = {
  'Foster Care 101: Your Resource Family Journey': {
    title: 'Nuôi dưỡng tạm thời căn bản: Hành trình trở thành gia đình nguồn lực',
    description:
      'Việc chấp thuận gia đình nguồn lực có ý nghĩa gì, tám bước đang chờ quý vị phía trước và những người sẽ giúp đỡ quý vị trên suốt chặng đường.',
    learningObjectives: [
      'Giải thích mục đích của việc nuôi dưỡng tạm thời và đoàn tụ gia đình',
      'Kể tên tám bước để được chấp thuận làm gia đình nguồn lực',
      'Biết nhân viên xã hội sẽ đồng hành và hỗ trợ quý vị như thế nào',
      'Chuẩn bị câu hỏi cho các buổi thăm nhà',
    ],
    lessons: [
      {
        title: 'Chấp thuận gia đình nguồn lực nghĩa là gì',
        heading: 'Một lần chấp thuận cho mọi hình thức tiếp nhận trẻ',
        paragraphs: [
          'California dùng chung một quy trình để chấp thuận các gia đình nuôi dưỡng tạm thời, gia đình nhận con nuôi và người thân chăm sóc trẻ. Quy trình này gọi là Chấp thuận Gia đình Nguồn lực (RFA).',
          'Sau khi được chấp thuận, gia đình quý vị có thể chăm sóc trẻ trong một thời gian, làm người giám hộ cho trẻ hoặc hướng tới việc nhận trẻ làm con nuôi.',
        ],
        points: [
          'Đánh giá môi trường sống trong nhà',
          'Đánh giá tâm lý xã hội về gia đình quý vị',
          'Đào tạo trước khi được chấp thuận',
          'Kiểm tra lý lịch cho mỗi người lớn',
        ],
      },
      {
        title: 'Tổng quan tám bước',
        heading: 'Từ Ước mơ đến Quyết định',
        paragraphs: [
          'Mỗi bước có giấy tờ và việc cần làm riêng. Bảng điều khiển cho quý vị biết mình đang ở bước nào và việc gì cần làm tiếp theo.',
        ],
        points: [
          'Ước mơ và Khám phá: đơn xin, người giới thiệu và mức độ sẵn sàng',
          'Xác minh và Hồ sơ: lấy dấu vân tay và giấy tờ',
          'Mô tả và Phát triển: mong muốn tiếp nhận trẻ và đào tạo',
          'Chứng minh và Quyết định: đánh giá tại nhà và chấp thuận cuối cùng',
        ],
      },
      {
        title: 'Làm việc với nhân viên xã hội của quý vị',
        heading: 'Cùng nhau hợp tác',
        paragraphs: [
          'Nhân viên xã hội hướng dẫn gia đình quý vị trong suốt quá trình xin chấp thuận, và sau này hỗ trợ quý vị mỗi lần nhận trẻ về chăm sóc. Trao đổi thẳng thắn và sớm sẽ giúp mọi bước dễ dàng hơn.',
        ],
        points: [
          'Báo ngay khi có thay đổi trong gia đình',
          'Ghi sẵn danh sách câu hỏi cho mỗi buổi thăm',
          'Nhờ giúp đỡ trước hạn chót, đừng đợi đến khi đã quá hạn',
        ],
      },
      {
        title: 'Kiểm tra kiến thức: Những điều cơ bản về nuôi dưỡng tạm thời',
        paragraphs: ['Hãy trả lời ba câu hỏi để kiểm tra xem quý vị đã hiểu nội dung khóa học này đến đâu.'],
        quiz: [
          {
            question: 'Mục tiêu chính của việc nuôi dưỡng tạm thời là gì?',
            options: [
              'Tách trẻ vĩnh viễn khỏi gia đình ruột',
              'Cho trẻ một mái nhà an toàn, tạm thời trong lúc cả nhóm tìm hướng ổn định lâu dài cho trẻ',
              'Cho mọi trẻ đang được chăm sóc được nhận làm con nuôi',
              'Giám sát cha mẹ ruột',
            ],
            explanation:
              'Việc nuôi dưỡng này chỉ là tạm thời. Khi an toàn, mục tiêu đầu tiên luôn là để trẻ đoàn tụ với gia đình ruột.',
          },
          {
            question: 'Hành trình chấp thuận gia đình nguồn lực gồm bao nhiêu bước?',
            options: ['Bốn', 'Sáu', 'Tám', 'Mười'],
            explanation: 'Ước mơ, Khám phá, Xác minh, Hồ sơ, Mô tả, Phát triển, Chứng minh và Quyết định.',
          },
          {
            question: 'Điều gì giúp một trẻ từng trải qua sang chấn cảm thấy an toàn?',
            options: [
              'Phạt thật nghiêm mỗi khi trẻ mắc lỗi',
              'Nếp sinh hoạt dễ đoán trước và cách phản ứng bình tĩnh, nhất quán',
              'Tránh nói về cảm xúc',
              'Giữ cho trẻ bận rộn từng phút trong ngày',
            ],
            explanation:
              'Nếp sinh hoạt dễ đoán trước và những người lớn điềm tĩnh giúp hệ thần kinh của trẻ hiểu rằng nguy hiểm đã qua.',
          },
        ],
      },
    ],
  },
  'Trauma-Informed Caregiving': {
    title: 'Chăm sóc trẻ với sự thấu hiểu sang chấn',
    description:
      'Những khó khăn trẻ trải qua từ sớm ảnh hưởng đến hành vi như thế nào, và những việc làm hằng ngày giúp trẻ cảm thấy an toàn, gắn bó và bình tĩnh.',
    learningObjectives: [
      'Mô tả sang chấn ảnh hưởng thế nào đến bộ não đang phát triển',
      'Nhận ra những tác nhân kích hoạt thường gặp và các phản ứng khi căng thẳng',
      'Xây dựng nếp sinh hoạt giúp trẻ thật sự cảm thấy an toàn',
      'Cùng trẻ lấy lại bình tĩnh (đồng điều hòa) trước khi giải quyết vấn đề',
    ],
    lessons: [
      {
        title: 'Sang chấn ảnh hưởng thế nào đến bộ não đang phát triển',
        heading: 'Bộ não sinh tồn, bộ não học hỏi',
        paragraphs: [
          'Trẻ từng sống trong nguy hiểm sẽ học cách luôn đề phòng. Phản ứng căng thẳng của các em bật lên rất nhanh và cần nhiều thời gian hơn để lắng xuống.',
        ],
        points: [
          'Hành vi là một cách giao tiếp',
          'Phản ứng mạnh thường xuất phát từ nỗi sợ, không phải sự chống đối',
          'Trẻ cần được an toàn trước, rồi mới học được',
        ],
      },
      {
        title: 'Nhận biết tác nhân kích hoạt và phản ứng của trẻ',
        heading: 'Chống trả, bỏ chạy, đông cứng',
        paragraphs: [
          'Âm thanh, mùi, giọng nói hay một thời điểm trong ngày có thể khiến trẻ nhớ lại những tổn thương trước đây. Hãy để ý những điều cứ lặp lại và ghi chép lại.',
        ],
        points: [
          'Đột nhiên nổi giận hoặc bỏ chạy',
          'Thu mình lại hoặc trở nên im lặng',
          'Khó ngủ trước các buổi gặp gia đình hoặc khi sắp có thay đổi',
        ],
      },
      {
        title: 'Giúp trẻ cảm thấy an toàn ở nhà',
        heading: 'Dễ đoán trước, nhẹ nhàng, nhất quán',
        paragraphs: [
          'Cảm giác an toàn là khi chính trẻ cảm nhận được rằng mình an toàn. Cảm giác này có thể đến muộn hơn rất nhiều so với lúc các em thật sự đã được an toàn.',
        ],
        points: [
          'Dán một lịch sinh hoạt hằng ngày đơn giản, có hình ảnh',
          'Báo trước cho trẻ khi sắp chuyển sang việc khác',
          'Cho trẻ được lựa chọn khi có thể',
        ],
      },
      {
        title: 'Bình tĩnh trước, lý lẽ sau',
        heading: 'Sự bình tĩnh có thể lan truyền',
        paragraphs: [
          'Khi trẻ đang mất kiểm soát cảm xúc, các em không thể suy nghĩ thấu đáo. Hãy giúp cơ thể trẻ dịu lại trước; chuyện gì đã xảy ra thì để nói sau.',
        ],
        points: [
          'Nói nhỏ lại và hạ thấp người xuống ngang tầm trẻ',
          'Gọi tên cảm xúc mà quý vị nhìn thấy',
          'Hàn gắn mối quan hệ sau khi xảy ra xung đột',
        ],
      },
    ],
  },
  'Supporting Birth Family Connections': {
    title: 'Giữ gìn sự gắn kết với gia đình ruột',
    description:
      'Vì sao trẻ phát triển tốt hơn khi những mối gắn kết của các em được gìn giữ, và gia đình nguồn lực có thể giúp như thế nào.',
    learningObjectives: [
      'Giải thích vì sao sự gắn kết giúp trẻ sống khỏe mạnh và vui vẻ',
      'Chuẩn bị cho trẻ trước thời gian gặp gia đình',
      'Trao đổi với cha mẹ ruột một cách tôn trọng',
    ],
    lessons: [
      {
        title: 'Vì sao sự gắn kết lại quan trọng',
        heading: 'Lòng trung thành và bản sắc',
        paragraphs: [
          'Trẻ luôn yêu thương gia đình mình, ngay cả khi không thể sống cùng họ. Ủng hộ tình thương ấy giúp trẻ bớt giằng xé và bớt đau buồn.',
        ],
        points: [
          'Nói về cha mẹ ruột của trẻ bằng lời lẽ tử tế',
          'Giữ gìn ảnh và những kỷ vật',
          'Bảo vệ mối quan hệ giữa anh chị em ruột',
        ],
      },
      {
        title: 'Chuẩn bị cho những buổi gặp gia đình suôn sẻ',
        heading: 'Trước, trong và sau buổi gặp',
        paragraphs: [
          'Những buổi gặp thường khơi dậy nhiều cảm xúc mạnh. Chuẩn bị cho những giờ trước và sau buổi gặp cũng quan trọng như chính buổi gặp.',
        ],
        points: [
          'Nói chuyện với trẻ về buổi gặp từ trước',
          'Mang theo một món đồ quen thuộc giúp trẻ thấy yên lòng',
          'Dành một buổi tối yên tĩnh sau buổi gặp',
        ],
      },
      {
        title: 'Cùng nuôi dạy trẻ, hướng tới đoàn tụ',
        heading: 'Một mục tiêu chung',
        paragraphs: [
          'Khi an toàn, gia đình nguồn lực có thể hướng dẫn, nâng đỡ cha mẹ ruột và chia sẻ với họ những điều nhỏ nhặt trong cuộc sống của trẻ.',
        ],
        points: [
          'Gửi ghi chú hằng tuần về việc học và sức khỏe của trẻ',
          'Mời cha mẹ ruột cùng đi các buổi hẹn của trẻ khi phù hợp',
          'Cùng nhau mừng những tiến bộ',
        ],
      },
    ],
  },
  'Kinship Care Essentials': {
    title: 'Những điều cần biết về chăm sóc bởi người thân',
    description:
      'Dành cho ông bà, cô dì chú bác và bạn bè thân thiết của gia đình khi đứng ra chăm sóc một đứa trẻ mà họ đã quen biết.',
    learningObjectives: [
      'Hiểu quy trình chấp thuận dành cho người thân',
      'Thích nghi với những thay đổi về vai trò trong gia đình',
      'Tìm nguồn hỗ trợ tài chính và hỗ trợ từ cộng đồng',
    ],
    lessons: [
      {
        title: 'Khi một người thân đứng ra chăm sóc',
        heading: 'Một gương mặt thân quen',
        paragraphs: [
          'Người thân thường là lựa chọn đầu tiên khi trẻ cần nơi ở mới, vì họ giúp trẻ giữ được sự gắn kết với gia đình, văn hóa và cộng đồng.',
        ],
        points: [
          'Người thân nhận trẻ về ở trong trường hợp khẩn cấp',
          'Hoàn tất việc chấp thuận sau khi đã nhận trẻ',
          'Quyền của quý vị với tư cách là người thân chăm sóc trẻ',
        ],
      },
      {
        title: 'Ứng xử khi quan hệ trong gia đình thay đổi',
        heading: 'Vai trò mới, những mối quan hệ cũ',
        paragraphs: [
          'Khi quý vị nhận chăm sóc con của một người thân, cách cả gia đình đối xử với nhau cũng thay đổi.',
        ],
        points: [
          'Đặt ra giới hạn rõ ràng và nhẹ nhàng',
          'Không để trẻ bị cuốn vào mâu thuẫn của người lớn',
          'Hỏi nhân viên xã hội về các buổi họp gia đình',
        ],
      },
      {
        title: 'Quyền lợi và hỗ trợ cho người thân chăm sóc trẻ',
        heading: 'Quý vị không đơn độc',
        paragraphs: [
          'Các gia đình người thân đã được chấp thuận có thể nhận cùng mức trợ cấp và các dịch vụ như mọi gia đình nguồn lực khác.',
        ],
        points: [
          'Trợ cấp nuôi dưỡng tạm thời hằng tháng',
          'Bảo hiểm y tế cho trẻ',
          'Các nhóm hỗ trợ dành cho người thân chăm sóc trẻ',
        ],
      },
    ],
  },
};
