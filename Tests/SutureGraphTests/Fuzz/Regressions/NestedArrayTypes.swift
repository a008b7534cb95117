import Suture
struct Recipe {}
@Injectable
final class Baker {
    init(recipes: [[[[[[[[[[[[[[[[[[[[Recipe]]]]]]]]]]]]]]]]]]]]) {}
}
